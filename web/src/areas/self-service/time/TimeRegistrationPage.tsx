import { useMemo, useState } from 'react';
import { App, Button, Card, Empty, Flex, Form, Input, List, Modal, Popconfirm, Spin, Tag, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { TimeRegistrationDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { errorText } from '../../../api/show-error.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { copenhagenInstant, hhmm, ownDays, type OwnDay } from './registration-days.ts';
import '../self-service.css';

const STATUS: Record<TimeRegistrationDto['status'], { text: string; color: string }> = {
  pending: { text: 'Venter på planlæggeren', color: 'blue' },
  used: { text: 'Brugt som vagtens tider', color: 'green' },
  rejected: { text: 'Afvist', color: 'red' },
};

interface Editing {
  day: OwnDay;
  registration: TimeRegistrationDto | null;
}

const TIME_RULE = { pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: 'Skriv tiden som TT:MM' };

/** Tidsregistrering: the employee's own start and end per day, beside the day's watch; correctable until approved. */
export function TimeRegistrationPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [month, setMonth] = useState(() => dayjs().startOf('month'));
  const [editing, setEditing] = useState<Editing | null>(null);
  const [form] = Form.useForm<{ start: string; end: string; comment: string }>();
  const start = month.format('YYYY-MM-DD');
  const end = month.endOf('month').format('YYYY-MM-DD');
  const rows = useQuery({ queryKey: ['self', 'plan', start], queryFn: () => api.app.getEmployeesPeriod({ start, end }) });
  const registrations = useQuery({ queryKey: ['self', 'registrations', start], queryFn: () => api.app.getTimeRegistrations({ start, end }) });
  const days = useMemo(() => ownDays(rows.data ?? [], registrations.data ?? []), [rows.data, registrations.data]);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['self'] });

  const save = useMutation({
    mutationFn: (values: { start: string; end: string; comment: string }) => {
      const target = editing!;
      const startAt = copenhagenInstant(target.day.date, values.start);
      const endDate = values.end <= values.start ? dayjs(target.day.date).add(1, 'day').format('YYYY-MM-DD') : target.day.date;
      return api.app.saveRealisedTimeRegistration(null, {
        realisedTimeRegistrationId: target.registration?.realisedTimeRegistrationId ?? null,
        employmentId: target.day.employmentId,
        realisedWatchId: target.registration?.realisedWatchId ?? target.day.watch?.realisedWatchId ?? null,
        startDateTime: startAt,
        endDateTime: copenhagenInstant(endDate, values.end),
        comment: values.comment || null,
      });
    },
    onSuccess: () => {
      void message.success('Registreringen er sendt til planlæggeren.');
      setEditing(null);
      refresh();
    },
    meta: { silentError: true },
    onError: (error) => void message.error(errorText(error)),
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.app.removeRealisedTimeRegistration(null, { realisedTimeRegistrationId: id }),
    onSuccess: () => {
      void message.success('Registreringen er slettet.');
      refresh();
    },
    meta: { silentError: true },
    onError: (error) => void message.error(errorText(error)),
  });

  function open(day: OwnDay, registration: TimeRegistrationDto | null) {
    setEditing({ day, registration });
    form.setFieldsValue({
      start: registration ? hhmm(registration.startDateTime) : (day.watch?.startTime ?? ''),
      end: registration ? hhmm(registration.endDateTime) : (day.watch?.endTime ?? ''),
      comment: registration?.comment ?? '',
    });
  }

  return (
    <div className="self-page">
      <PageHeader title="Tidsregistrering" description="Skriv, hvornår du mødte og gik. Planlæggeren ser det ved siden af vagten; du kan rette det, indtil vagten er godkendt." />
      <Flex align="center" gap={8} style={{ marginBottom: 16 }}>
        <Button aria-label="Forrige måned" icon={<LeftOutlined />} onClick={() => setMonth(month.subtract(1, 'month'))} />
        <Typography.Title level={4} style={{ margin: 0, flex: 1, textAlign: 'center', textTransform: 'capitalize' }}>
          {month.format('MMMM YYYY')}
        </Typography.Title>
        <Button aria-label="Næste måned" icon={<RightOutlined />} onClick={() => setMonth(month.add(1, 'month'))} />
      </Flex>
      {(rows.isLoading || registrations.isLoading) && <Spin style={{ display: 'block', margin: 32 }} />}
      {rows.isSuccess && days.length === 0 && <Empty description="Du har ingen vagter eller registreringer i måneden." />}
      <Card size="small">
        <List
          dataSource={days}
          rowKey={(day) => `${day.employmentId}-${day.date}-${day.watch?.realisedWatchId ?? 'x'}`}
          renderItem={(day) => (
            <List.Item className="registration-day">
              <div className="registration-day__head">
                <Typography.Text strong style={{ textTransform: 'capitalize' }}>
                  {dayjs(day.date).format('ddd D. MMM')}
                </Typography.Text>
                <Typography.Text type="secondary">{day.watch ? `${day.watch.code} ${day.watch.startTime}–${day.watch.endTime}` : 'Ingen vagt'}</Typography.Text>
              </div>
              {day.registrations.map((registration) => (
                <div key={registration.realisedTimeRegistrationId} className="registration-day__entry">
                  <span>
                    Registreret {hhmm(registration.startDateTime)}–{hhmm(registration.endDateTime)}{' '}
                    <Tag color={STATUS[registration.status].color}>{STATUS[registration.status].text}</Tag>
                  </span>
                  {registration.decisionComment && <Typography.Text type="danger">Planlæggeren: {registration.decisionComment}</Typography.Text>}
                  {!registration.locked && (
                    <Flex gap={8}>
                      <Button size="small" onClick={() => open(day, registration)}>
                        Ret
                      </Button>
                      <Popconfirm title="Slet registreringen?" okText="Slet" cancelText="Annuller" onConfirm={() => remove.mutate(registration.realisedTimeRegistrationId)}>
                        <Button size="small" danger>
                          Slet
                        </Button>
                      </Popconfirm>
                    </Flex>
                  )}
                  {registration.locked && <Typography.Text type="secondary">Vagten er godkendt; registreringen kan ikke længere rettes.</Typography.Text>}
                </div>
              ))}
              {day.registrations.length === 0 && day.open && (
                <Button size="small" type="primary" ghost onClick={() => open(day, null)}>
                  Registrér
                </Button>
              )}
            </List.Item>
          )}
        />
      </Card>
      <Modal
        title={editing ? `Registrér ${dayjs(editing.day.date).format('dddd D. MMMM')}` : ''}
        open={editing !== null}
        onCancel={() => setEditing(null)}
        okText="Send"
        cancelText="Annuller"
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(values) => save.mutate(values)} requiredMark={false}>
          <Flex gap={12}>
            <Form.Item name="start" label="Mødt" rules={[{ required: true, message: 'Skriv et klokkeslæt' }, TIME_RULE]} style={{ flex: 1 }}>
              <Input inputMode="numeric" placeholder="TT:MM" />
            </Form.Item>
            <Form.Item name="end" label="Gået" rules={[{ required: true, message: 'Skriv et klokkeslæt' }, TIME_RULE]} style={{ flex: 1 }} extra="Før mødetiden: næste dag">
              <Input inputMode="numeric" placeholder="TT:MM" />
            </Form.Item>
          </Flex>
          <Form.Item name="comment" label="Kommentar til planlæggeren">
            <Input.TextArea maxLength={500} rows={2} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
