import { useState } from 'react';
import { App, Button, Card, Empty, Flex, List, Popconfirm, Spin, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { AbsenceWishStateDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { errorText } from '../../../api/show-error.ts';
import { formatDateTime } from '../../../ui/format.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { WishModal } from './WishModal.tsx';
import '../self-service.css';

const period = (start: string, end: string) => (start === end ? dayjs(start).format('ddd D. MMM YYYY') : `${dayjs(start).format('D. MMM')} – ${dayjs(end).format('D. MMM YYYY')}`);

export function wishStateTag(wish: AbsenceWishStateDto): { text: string; color: string } {
  switch (wish.status) {
    case 'outstanding':
      return { text: 'Venter på planlæggeren', color: 'blue' };
    case 'granted':
      return (wish.grantedStart ?? wish.startDate) === wish.startDate && (wish.grantedEnd ?? wish.endDate) === wish.endDate ? { text: 'Bevilget', color: 'green' } : { text: 'Delvist bevilget', color: 'gold' };
    case 'rejected':
      return { text: 'Afvist', color: 'red' };
    case 'withdrawn':
      return { text: 'Trukket tilbage', color: 'default' };
  }
}

/** Ønsker: the employee's absence wishes with their state and the planner's decision; a new one shows its effect first. */
export function WishesPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const wishes = useQuery({ queryKey: ['self', 'wishes'], queryFn: () => api.app.getAbsenceWishes() });
  const withdraw = useMutation({
    mutationFn: (absenceWishId: number) => api.app.withdrawAbsenceWish(null, { absenceWishId }),
    onSuccess: () => {
      void message.success('Ønsket er trukket tilbage.');
      void queryClient.invalidateQueries({ queryKey: ['self', 'wishes'] });
    },
    meta: { silentError: true },
    onError: (error) => void message.error(errorText(error)),
  });
  const list = wishes.data ?? [];

  return (
    <div className="self-page">
      <PageHeader
        title="Ønsker"
        description="Ønsk ferie, afspadsering eller andet fravær. Du ser virkningen på din saldo, før du sender; planlæggeren bevilger eller afviser, og du får besked."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAsking(true)}>
            Nyt ønske
          </Button>
        }
      />
      {wishes.isLoading && <Spin style={{ display: 'block', margin: 32 }} />}
      {wishes.isSuccess && list.length === 0 && <Empty description="Du har ingen ønsker endnu." />}
      {list.length > 0 && (
        <Card size="small">
          <List
            dataSource={list}
            rowKey="absenceWishId"
            renderItem={(wish) => {
              const state = wishStateTag(wish);
              return (
                <List.Item className="registration-day" data-testid={`wish-${wish.absenceWishId}`}>
                  <div className="registration-day__head">
                    <Typography.Text strong>
                      {wish.propertyName} · {period(wish.startDate, wish.endDate)}
                    </Typography.Text>
                    <Tag color={state.color}>{state.text}</Tag>
                  </div>
                  {wish.comment && <Typography.Text>{wish.comment}</Typography.Text>}
                  <Typography.Text type="secondary">Sendt {formatDateTime(wish.requestedAt)}</Typography.Text>
                  {state.text === 'Delvist bevilget' && <Typography.Text>Bevilget: {period(wish.grantedStart ?? wish.startDate, wish.grantedEnd ?? wish.endDate)}</Typography.Text>}
                  {wish.decidedAt && wish.status !== 'withdrawn' && (
                    <Typography.Text type="secondary">
                      {wish.status === 'rejected' ? 'Afvist' : 'Bevilget'} {formatDateTime(wish.decidedAt)}
                      {wish.decidedBy && ` af ${wish.decidedBy}`}
                    </Typography.Text>
                  )}
                  {wish.decisionComment && <Typography.Text type={wish.status === 'rejected' ? 'danger' : undefined}>Kommentar: {wish.decisionComment}</Typography.Text>}
                  {wish.status === 'outstanding' && (
                    <Flex>
                      <Popconfirm title="Træk ønsket tilbage?" okText="Træk tilbage" cancelText="Annuller" onConfirm={() => withdraw.mutate(wish.absenceWishId)}>
                        <Button size="small">Træk tilbage</Button>
                      </Popconfirm>
                    </Flex>
                  )}
                </List.Item>
              );
            }}
          />
        </Card>
      )}
      <WishModal open={asking} onClose={() => setAsking(false)} />
    </div>
  );
}
