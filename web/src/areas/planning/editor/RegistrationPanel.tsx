import { useState } from 'react';
import { Alert, App, Button, Flex, Input, Modal, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { TimeRegistrationDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { errorText } from '../../../api/show-error.ts';
import { useAppSettings } from '../../../app/app-settings.ts';
import { planningKey } from '../planning-queries.ts';

interface Props {
  employmentId: number;
  date: string;
  /** The realised watch shown, or null for a new extra watch. */
  realisedWatchId: number | null;
  /** The watch's change date the planner saw (no lost update). */
  changeDate: string | null;
  editable: boolean;
  onDone: () => void;
}

const time = (iso: string) => new Intl.DateTimeFormat('da-DK', { timeZone: 'Europe/Copenhagen', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
const STATUS: Record<TimeRegistrationDto['status'], { text: string; color: string }> = {
  pending: { text: 'venter', color: 'blue' },
  used: { text: 'brugt', color: 'green' },
  rejected: { text: 'afvist', color: 'red' },
};

/** The employee's own times beside the realised watch: "Brug registreringen" takes them, or the planner rejects them. */
export function RegistrationPanel({ employmentId, date, realisedWatchId, changeDate, editable, onDone }: Props) {
  const { message } = App.useApp();
  const enabled = useAppSettings().data?.allowTimeRegistration ?? false;
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [comment, setComment] = useState('');
  const range = { start: dayjs(date).startOf('month').format('YYYY-MM-DD'), end: dayjs(date).endOf('month').format('YYYY-MM-DD') };
  const registrations = useQuery({
    queryKey: [...planningKey, 'registrations', employmentId, date],
    queryFn: () => api.plan.getEmploymentTimeRegistrations({ employmentId, start: dayjs(date).subtract(1, 'day').format('YYYY-MM-DD'), end: date }),
    enabled,
  });
  const shown = (registrations.data ?? []).filter((each) => (realisedWatchId !== null ? each.realisedWatchId === realisedWatchId : each.realisedWatchId === null));
  const done = (text: string) => {
    void message.success(text);
    void queryClient.invalidateQueries({ queryKey: planningKey });
    onDone();
  };
  const use = useMutation({
    mutationFn: (id: number) => api.plan.useTimeRegistration({ realisedTimeRegistrationId: id, ...range }, { changeDate }),
    onSuccess: () => done('Registreringens tider er nu vagtens.'),
    meta: { silentError: true },
    onError: (error) => void message.error(errorText(error)),
  });
  const reject = useMutation({
    mutationFn: (id: number) => api.plan.rejectTimeRegistration({ realisedTimeRegistrationId: id, ...range }, { comment }),
    onSuccess: () => {
      setRejecting(false);
      done('Registreringen er afvist, og medarbejderen har fået besked.');
    },
    meta: { silentError: true },
    onError: (error) => void message.error(errorText(error)),
  });
  if (!enabled || shown.length === 0) return null;

  return (
    <>
      {shown.map((registration) => (
        <Alert
          key={registration.realisedTimeRegistrationId}
          type={registration.status === 'pending' ? 'info' : 'success'}
          showIcon
          style={{ marginBottom: 12 }}
          title={
            <Flex gap={8} wrap align="center">
              <span>
                Medarbejderens tidsregistrering: {time(registration.startDateTime)}–{time(registration.endDateTime)}
              </span>
              <Tag color={STATUS[registration.status].color}>{STATUS[registration.status].text}</Tag>
            </Flex>
          }
          description={
            <>
              {registration.comment && <Typography.Paragraph style={{ margin: 0 }}>“{registration.comment}”</Typography.Paragraph>}
              {registration.decisionComment && <Typography.Paragraph type="secondary" style={{ margin: 0 }}>Afvist: {registration.decisionComment}</Typography.Paragraph>}
              {editable && registration.status === 'pending' && !registration.locked && (
                <Flex gap={8} style={{ marginTop: 8 }} wrap>
                  <Button type="primary" size="small" loading={use.isPending} onClick={() => use.mutate(registration.realisedTimeRegistrationId)}>
                    Brug registreringen
                  </Button>
                  <Button size="small" danger onClick={() => setRejecting(true)}>
                    Afvis
                  </Button>
                </Flex>
              )}
              <Modal
                title="Afvis tidsregistreringen"
                open={rejecting}
                okText="Afvis"
                okButtonProps={{ danger: true, disabled: comment.trim() === '' }}
                cancelText="Annuller"
                confirmLoading={reject.isPending}
                onOk={() => reject.mutate(registration.realisedTimeRegistrationId)}
                onCancel={() => setRejecting(false)}
              >
                <Typography.Paragraph>Medarbejderen får besked med din begrundelse og kan rette registreringen.</Typography.Paragraph>
                <Input.TextArea aria-label="Begrundelse" maxLength={500} rows={3} value={comment} onChange={(event) => setComment(event.target.value)} />
              </Modal>
            </>
          }
        />
      ))}
    </>
  );
}
