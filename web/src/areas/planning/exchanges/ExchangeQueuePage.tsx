import { useState } from 'react';
import { App, Button, Empty, Flex, Input, Modal, Popconfirm, Switch, Table, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WatchExchangeDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { errorText } from '../../../api/show-error.ts';
import { ExchangeWatch } from '../../../ui/exchange-view.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { DepartmentPicker } from '../DepartmentPicker.tsx';
import { planningKey } from '../planning-queries.ts';
import { useDepartmentChoice } from '../wishes/use-department-choice.ts';

const chosenOf = (exchange: WatchExchangeDto) => exchange.bids.find((bid) => bid.chosen);

/** /planning/exchanges: exchanges the employees agreed on, waiting for the planner; and whether the department needs the approval at all. */
export function ExchangeQueuePage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { departments, departmentId, setDepartmentId } = useDepartmentChoice();
  const [rejecting, setRejecting] = useState<WatchExchangeDto | null>(null);
  const [comment, setComment] = useState('');
  const key = [...planningKey, 'exchanges', departmentId];
  const exchanges = useQuery({ queryKey: key, queryFn: () => api.plan.getWatchExchangesToDecide({ departmentid: departmentId! }), enabled: departmentId !== null });
  const approval = useQuery({ queryKey: [...key, 'approval'], queryFn: () => api.plan.getExchangeApproval({ departmentid: departmentId! }), enabled: departmentId !== null });
  const done = (text: string) => {
    void message.success(text);
    void queryClient.invalidateQueries({ queryKey: planningKey });
  };
  const onError = (error: unknown) => {
    void message.error(errorText(error));
    void queryClient.invalidateQueries({ queryKey: key });
  };
  const approve = useMutation({ mutationFn: (exchangeId: number) => api.plan.approveWatchExchange({ exchangeId }), onSuccess: () => done('Byttet er gennemført; begge vagter er flyttet.'), meta: { silentError: true }, onError });
  const reject = useMutation({
    mutationFn: (exchangeId: number) => api.plan.rejectWatchExchange({ exchangeId }, { comment }),
    onSuccess: () => {
      setRejecting(null);
      setComment('');
      done('Byttet er afvist, og de to medarbejdere har fået besked.');
    },
    meta: { silentError: true },
    onError,
  });
  const setApproval = useMutation({
    mutationFn: (withoutApproval: boolean) => api.plan.setExchangeApproval({ departmentid: departmentId! }, { withoutApproval }),
    onSuccess: (saved) => done(saved?.withoutApproval ? 'Afdelingens bytter gennemføres nu uden godkendelse.' : 'Afdelingens bytter venter nu på godkendelse.'),
    meta: { silentError: true },
    onError,
  });

  return (
    <>
      <PageHeader title="Vagtbytte" description="Bytter, medarbejderne er blevet enige om. Et godkendt byt flytter begge vagter på én gang, efter hviletidstjek af begge." />
      <Flex gap={16} wrap align="center" style={{ marginBottom: 16 }}>
        <DepartmentPicker departments={departments} value={departmentId} onChange={setDepartmentId} />
        <Popconfirm
          title={approval.data?.withoutApproval ? 'Skal afdelingens bytter vente på godkendelse?' : 'Gennemfør afdelingens bytter uden godkendelse?'}
          description={approval.data?.withoutApproval ? undefined : 'Et valgt bud flyttes da straks, når det passer med hviletiden.'}
          okText="Ja"
          cancelText="Annuller"
          onConfirm={() => setApproval.mutate(!approval.data?.withoutApproval)}
        >
          <Flex gap={8} align="center" style={{ cursor: 'pointer' }}>
            <Switch checked={approval.data?.withoutApproval ?? false} loading={approval.isLoading || setApproval.isPending} aria-label="Byt uden godkendelse" />
            <Typography.Text>Byt uden godkendelse</Typography.Text>
          </Flex>
        </Popconfirm>
      </Flex>
      <Table<WatchExchangeDto>
        rowKey="exchangeId"
        loading={exchanges.isLoading}
        dataSource={exchanges.data ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description="Ingen bytter venter på godkendelse." /> }}
        columns={[
          { title: 'Tilbudt af', dataIndex: 'employeeName' },
          { title: 'Vagt', render: (_, exchange) => <ExchangeWatch watch={exchange} /> },
          { title: 'Til', render: (_, exchange) => chosenOf(exchange)?.employeeName ?? '' },
          { title: 'I bytte', render: (_, exchange) => (chosenOf(exchange)?.given ? <ExchangeWatch watch={chosenOf(exchange)!.given!} /> : 'Ingen (tager vagten)') },
          { title: 'Besked til dig', render: (_, exchange) => exchange.notePlanner ?? '' },
          {
            title: '',
            render: (_, exchange) => (
              <Flex gap={8}>
                <Popconfirm title="Godkend byttet?" description="Begge vagter flyttes, og medarbejderne får besked." okText="Godkend" cancelText="Annuller" onConfirm={() => approve.mutate(exchange.exchangeId)}>
                  <Button size="small" type="primary" loading={approve.isPending && approve.variables === exchange.exchangeId}>
                    Godkend
                  </Button>
                </Popconfirm>
                <Button size="small" danger onClick={() => setRejecting(exchange)}>
                  Afvis
                </Button>
              </Flex>
            ),
          },
        ]}
      />
      <Modal
        title={rejecting ? `Afvis byttet af ${rejecting.employeeName}s vagt` : ''}
        open={rejecting !== null}
        okText="Afvis"
        cancelText="Annuller"
        okButtonProps={{ danger: true, disabled: comment.trim() === '' }}
        confirmLoading={reject.isPending}
        onOk={() => rejecting && reject.mutate(rejecting.exchangeId)}
        onCancel={() => setRejecting(null)}
      >
        <Typography.Paragraph>Begge medarbejdere får besked med din begrundelse.</Typography.Paragraph>
        <Input.TextArea aria-label="Begrundelse" rows={3} maxLength={500} value={comment} onChange={(event) => setComment(event.target.value)} />
      </Modal>
    </>
  );
}
