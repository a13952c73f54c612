import { useState } from 'react';
import { App, Button, Checkbox, DatePicker, Empty, Flex, Input, Modal, Table, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import type { TripToDecideDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { errorText } from '../../../api/show-error.ts';
import { formatKroner, formatNumber } from '../../../ui/format.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';

const stateOf = (trip: TripToDecideDto) =>
  trip.exported ? { text: 'Udbetalt', color: 'purple' } : trip.locked ? { text: 'Låst måned', color: 'default' } : trip.approved ? { text: 'Godkendt', color: 'green' } : trip.rejected ? { text: 'Afvist', color: 'red' } : { text: 'Venter', color: 'blue' };

/** /planning/trips: approvers and planners decide the trips of employees in their departments. */
export function TripQueuePage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(2, 'month').startOf('month'), dayjs().endOf('month')]);
  const [all, setAll] = useState(false);
  const [rejecting, setRejecting] = useState<TripToDecideDto | null>(null);
  const [comment, setComment] = useState('');
  const query = { start: range[0].format('YYYY-MM-DD'), end: range[1].format('YYYY-MM-DD'), all };
  const trips = useQuery({ queryKey: ['planning', 'trips', query], queryFn: () => api.plan.getTripsToDecide(query) });
  const done = (text: string) => {
    void message.success(text);
    void queryClient.invalidateQueries({ queryKey: ['planning', 'trips'] });
  };
  const onError = (error: unknown) => void message.error(errorText(error));
  const approve = useMutation({ mutationFn: (id: number) => api.plan.approveTrip({ mileageId: id }, {}), onSuccess: () => done('Kørslen er godkendt.'), meta: { silentError: true }, onError });
  const reopen = useMutation({ mutationFn: (id: number) => api.plan.reopenTrip({ mileageId: id }), onSuccess: () => done('Kørslen venter igen.'), meta: { silentError: true }, onError });
  const reject = useMutation({
    mutationFn: (id: number) => api.plan.rejectTrip({ mileageId: id }, { comment }),
    onSuccess: () => {
      setRejecting(null);
      setComment('');
      done('Kørslen er afvist, og medarbejderen har fået besked.');
    },
    meta: { silentError: true },
    onError,
  });

  return (
    <>
      <PageHeader title="Kørsel til godkendelse" description="Medarbejdernes kørsel i dine afdelinger. En godkendt kørsel kommer med lønnen for sin måned, når måneden låses og eksporteres." />
      <Flex gap={16} wrap align="center" style={{ marginBottom: 16 }}>
        <DatePicker.RangePicker value={range} format="D. MMM YYYY" allowClear={false} onChange={(value) => value?.[0] && value[1] && setRange([value[0], value[1]])} aria-label="Periode" />
        <Checkbox checked={all} onChange={(event) => setAll(event.target.checked)}>
          Vis også besluttede
        </Checkbox>
      </Flex>
      <Table<TripToDecideDto>
        rowKey="mileageId"
        loading={trips.isLoading}
        dataSource={trips.data ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={all ? 'Ingen kørsel i perioden.' : 'Ingen kørsel venter på godkendelse.'} /> }}
        columns={[
          { title: 'Dato', render: (_, trip) => dayjs(trip.details[0]!.startDate).format('D. MMM YYYY') },
          { title: 'Medarbejder', render: (_, trip) => `${trip.employeeName}${trip.employeeCode ? ` (${trip.employeeCode})` : ''}` },
          { title: 'Formål', dataIndex: 'purpose' },
          { title: 'Km', align: 'right', render: (_, trip) => formatNumber(trip.kmTotal, 1) },
          { title: 'Godtgørelse', align: 'right', render: (_, trip) => formatKroner(trip.amount) },
          { title: 'Status', render: (_, trip) => <Tag color={stateOf(trip).color}>{stateOf(trip).text}</Tag> },
          {
            title: '',
            render: (_, trip) =>
              trip.locked || trip.exported ? null : !trip.approved && !trip.rejected ? (
                <Flex gap={8}>
                  <Button size="small" type="primary" loading={approve.isPending && approve.variables === trip.mileageId} onClick={() => approve.mutate(trip.mileageId)}>
                    Godkend
                  </Button>
                  <Button size="small" danger onClick={() => setRejecting(trip)}>
                    Afvis
                  </Button>
                </Flex>
              ) : (
                <Button size="small" onClick={() => reopen.mutate(trip.mileageId)}>
                  Fortryd beslutning
                </Button>
              ),
          },
        ]}
      />
      <Modal
        title={rejecting ? `Afvis kørslen for ${rejecting.employeeName}` : ''}
        open={rejecting !== null}
        okText="Afvis"
        cancelText="Annuller"
        okButtonProps={{ danger: true, disabled: comment.trim() === '' }}
        confirmLoading={reject.isPending}
        onOk={() => rejecting && reject.mutate(rejecting.mileageId)}
        onCancel={() => setRejecting(null)}
      >
        <Typography.Paragraph>Medarbejderen får besked med din begrundelse og kan rette kørslen.</Typography.Paragraph>
        <Input.TextArea aria-label="Begrundelse" rows={3} maxLength={500} value={comment} onChange={(event) => setComment(event.target.value)} />
      </Modal>
    </>
  );
}
