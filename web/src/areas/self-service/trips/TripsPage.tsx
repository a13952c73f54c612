import { useState } from 'react';
import { App, Button, Card, Empty, Flex, List, Popconfirm, Spin, Tag, Typography } from 'antd';
import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { MileageDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { errorText } from '../../../api/show-error.ts';
import { formatKroner, formatNumber } from '../../../ui/format.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { TripModal } from './TripModal.tsx';
import '../self-service.css';

export function tripState(trip: MileageDto): { text: string; color: string } {
  if (trip.exported) return { text: 'Udbetalt', color: 'purple' };
  if (trip.locked) return { text: 'Låst måned', color: 'default' };
  if (trip.approved) return { text: 'Godkendt', color: 'green' };
  if (trip.rejected) return { text: 'Afvist', color: 'red' };
  return { text: 'Venter på godkendelse', color: 'blue' };
}

/** Kørsel: the employee's trips of a month with their tax-free allowance; new ones wait for an approver. */
export function TripsPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [month, setMonth] = useState(() => dayjs().startOf('month'));
  const [editing, setEditing] = useState<MileageDto | 'new' | null>(null);
  const start = month.format('YYYY-MM-DD');
  const end = month.endOf('month').format('YYYY-MM-DD');
  const trips = useQuery({ queryKey: ['self', 'trips', start], queryFn: () => api.app.getMilages({ start, end }) });
  const addresses = useQuery({ queryKey: ['self', 'addresses'], queryFn: () => api.app.getEmployeeAddresses() });
  const addressName = (id: number | null, text: string | null) => (id === null ? (text ?? '') : (addresses.data?.find((a) => a.employeeAddressId === id)?.text ?? 'Adresse'));
  const remove = useMutation({
    mutationFn: (mileageId: number) => api.app.removeMileage(null, { mileageId }),
    onSuccess: () => {
      void message.success('Kørslen er slettet.');
      void queryClient.invalidateQueries({ queryKey: ['self', 'trips'] });
    },
    meta: { silentError: true },
    onError: (error) => void message.error(errorText(error)),
  });
  const list = trips.data ?? [];
  const total = list.reduce((sum, trip) => sum + trip.amount, 0);

  return (
    <div className="self-page">
      <PageHeader
        title="Kørsel"
        description="Kørsel i egen bil godtgøres efter statens takster; en godkendt kørsel kommer med lønnen for sin måned."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            Ny kørsel
          </Button>
        }
      />
      <Flex align="center" gap={8} style={{ marginBottom: 16 }}>
        <Button aria-label="Forrige måned" icon={<LeftOutlined />} onClick={() => setMonth(month.subtract(1, 'month'))} />
        <Typography.Title level={4} style={{ margin: 0, flex: 1, textAlign: 'center', textTransform: 'capitalize' }}>
          {month.format('MMMM YYYY')}
        </Typography.Title>
        <Button aria-label="Næste måned" icon={<RightOutlined />} onClick={() => setMonth(month.add(1, 'month'))} />
      </Flex>
      {trips.isLoading && <Spin style={{ display: 'block', margin: 32 }} />}
      {trips.isSuccess && list.length === 0 && <Empty description="Ingen kørsel i måneden." />}
      {list.length > 0 && (
        <Card size="small" title={`I alt ${formatKroner(total)}`}>
          <List
            dataSource={list}
            rowKey="mileageId"
            renderItem={(trip) => {
              const state = tripState(trip);
              const changeable = !trip.approved && !trip.locked && !trip.exported;
              return (
                <List.Item className="registration-day" data-testid={`trip-${trip.mileageId}`}>
                  <div className="registration-day__head">
                    <Typography.Text strong>{dayjs(trip.details[0]!.startDate).format('ddd D. MMM')}</Typography.Text>
                    <Tag color={state.color}>{state.text}</Tag>
                  </div>
                  <Typography.Text>{trip.purpose}</Typography.Text>
                  {trip.details.map((detail) => (
                    <Typography.Text key={detail.mileageDetailId} type="secondary">
                      {addressName(detail.originAddressId, detail.originText)} → {addressName(detail.destinationAddressId, detail.destinationText)} · {formatNumber(detail.kmTotal, 1)} km
                    </Typography.Text>
                  ))}
                  <Typography.Text>Godtgørelse {formatKroner(trip.amount)}</Typography.Text>
                  {trip.decisionComment && <Typography.Text type={trip.rejected ? 'danger' : 'secondary'}>Kommentar: {trip.decisionComment}</Typography.Text>}
                  {changeable && (
                    <Flex gap={8}>
                      <Button size="small" onClick={() => setEditing(trip)}>
                        {trip.rejected ? 'Ret og send igen' : 'Ret'}
                      </Button>
                      <Popconfirm title="Slet kørslen?" okText="Slet" cancelText="Annuller" onConfirm={() => remove.mutate(trip.mileageId)}>
                        <Button size="small" danger>
                          Slet
                        </Button>
                      </Popconfirm>
                    </Flex>
                  )}
                </List.Item>
              );
            }}
          />
        </Card>
      )}
      <TripModal trip={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
