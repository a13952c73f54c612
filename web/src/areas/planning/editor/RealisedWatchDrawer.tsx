import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Descriptions, Drawer, Flex, Form, Input, InputNumber, Select, Space, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RealisedWatchDto, WatchDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { formatDate, formatDateTime } from '../../../ui/format.ts';
import { HistoryDrawer, type HistoryTarget } from '../../../ui/history/HistoryDrawer.tsx';
import { completeTime, endsNextDay, formatDuration, minutesOfTime, parseDuration } from '../../../ui/watch-time.ts';
import { planningKey } from '../planning-queries.ts';
import { APPROVED_REASON } from '../grid/approved-guard.ts';
import type { SaveRealisedInput } from '../grid/use-plan-actions.ts';
import { useWatchProperties } from './use-watch-properties.ts';
import { RegistrationPanel } from './RegistrationPanel.tsx';
import { usePaidTime } from './use-paid-time.ts';

/** What the drawer edits: a watch of the grid, or a new watch without a plan on an employment and date. */
export type WatchTarget = { watch: WatchDto } | { employmentId: number; date: string };

interface Props {
  /** Null: closed. */
  target: WatchTarget | null;
  editable: boolean;
  onClose: () => void;
  onSave: (input: SaveRealisedInput) => Promise<boolean | undefined>;
  /** Approvers may take an approved watch out of its approval (RemoveSingleApproval); null for others. */
  onRemoveApproval: ((realisedWatchId: number) => Promise<boolean | undefined>) | null;
  /** The employee's time registration beside the watch, for those who plan (not an employee's own watch). */
  showRegistration?: boolean;
  /** Whose watch it is, for its "Historik"; left out where the audit trail is not the reader's (an employee's own plan). */
  employee?: { employeeId: number; name: string } | null;
}

interface Values {
  startTime: string;
  endTime: string;
  paid: string;
  properties: { propertyId: number; value: number | null }[];
  comment: string;
  cancelled: boolean;
}

const TIME_RULES = [
  { required: true, message: 'Skriv et klokkeslæt' },
  { validator: (_: unknown, value: string) => (minutesOfTime(value ?? '') === null ? Promise.reject(new Error('Skriv tiden som TT:MM')) : Promise.resolve()) },
];

function valuesOf(watch: RealisedWatchDto): Values {
  return {
    startTime: watch.startTime,
    endTime: watch.endTime,
    paid: formatDuration(watch.totalTime),
    properties: watch.properties.map((property) => ({ propertyId: property.propertyId, value: property.value })),
    comment: '',
    cancelled: watch.cancelled,
  };
}

/** Edits one realised watch: its times (across midnight), paid time, properties with values, a comment, cancellation. */
/** A new extra watch: a day watch until the planner types its times. */
function blankWatch(employmentId: number, date: string): RealisedWatchDto {
  return {
    realisedWatchId: 0,
    plannedWatchId: null,
    watchTemplateId: null,
    employmentId,
    code: 'Ekstra',
    startDate: date,
    startTime: '08:00',
    endTime: '16:00',
    totalTime: 480,
    paidTimeManual: false,
    unpaidBreak: 0,
    overridden: false,
    cancelled: false,
    closed: false,
    properties: [],
    approvals: [],
    comments: [],
    changeDate: '',
    changedBy: null,
  };
}

export function RealisedWatchDrawer({ target, editable, onClose, onSave, onRemoveApproval, showRegistration = true, employee = null }: Props) {
  const queryClient = useQueryClient();
  const watch = target && 'watch' in target ? target.watch : null;
  const blank = useMemo(() => (target && !('watch' in target) ? blankWatch(target.employmentId, target.date) : null), [target]);
  const [form] = Form.useForm<Values>();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [history, setHistory] = useState<HistoryTarget | null>(null);
  const choices = useWatchProperties(target !== null);
  const realised = useQuery({
    queryKey: [...planningKey, 'realised', watch?.realisedWatchId ?? null, watch?.plannedWatchId ?? null],
    queryFn: async () =>
      (await api.plan.getRealisedWatch(
        watch?.realisedWatchId != null ? { realisedwatchid: watch.realisedWatchId } : { plannedwatchid: watch?.plannedWatchId ?? undefined },
      )) ?? [],
    enabled: watch !== null,
    staleTime: 0,
    gcTime: 0,
    meta: { errorTitle: 'Vagten kunne ikke hentes' },
  });
  const list = realised.data ?? [];
  const current = blank ?? list.find((each) => each.realisedWatchId === chosenId) ?? list.find((each) => each.realisedWatchId === watch?.realisedWatchId) ?? list[0] ?? null;
  const approved = current?.approvals.some((approval) => !approval.rejected) ?? false;
  const locked = !editable || (current?.closed ?? false) || approved;

  useEffect(() => {
    if (current) form.setFieldsValue(valuesOf(current));
  }, [current, form]);
  useEffect(() => {
    if (!target) setChosenId(null);
  }, [target]);

  const startTime = Form.useWatch('startTime', form) ?? '';
  const endTime = Form.useWatch('endTime', form) ?? '';
  const showPaid = useCallback((text: string) => form.setFieldValue('paid', text), [form]);
  const paidTime = usePaidTime(showPaid, current, startTime, endTime);
  const propertyRows = Form.useWatch('properties', form) ?? [];

  async function removeApproval(realisedWatchId: number) {
    if (!onRemoveApproval) return;
    setSaving(true);
    if (await onRemoveApproval(realisedWatchId)) await queryClient.invalidateQueries({ queryKey: [...planningKey, 'realised'] });
    setSaving(false);
  }

  async function save(values: Values) {
    if (!current) return;
    const paid = parseDuration(values.paid);
    setSaving(true);
    const ok = await onSave({
      previous: blank ? null : current,
      request: {
        realisedWatchId: blank ? null : current.realisedWatchId,
        plannedWatchId: current.plannedWatchId,
        employmentId: current.employmentId,
        startDate: current.startDate,
        startTime: values.startTime,
        endTime: values.endTime,
        totalTime: paidTime.manual ? (paid ?? null) : null,
        properties: values.properties.filter((each) => each?.propertyId).map((each) => ({ propertyId: each.propertyId, value: each.value ?? null })),
        comment: values.comment.trim() || null,
        cancelled: values.cancelled,
        changeDate: blank ? null : current.changeDate,
      },
    });
    setSaving(false);
    if (ok) onClose();
  }

  const propertyOptions = [...choices.byId.values()].map(({ property, type }) => ({ value: property.propertyId, label: `${property.name} (${type.name})`, disabled: property.disabled }));

  return (
    <Drawer
      open={target !== null}
      onClose={onClose}
      title={blank ? `Ekstra vagt – ${formatDate(blank.startDate)}` : current ? `Vagt ${current.code} – ${formatDate(current.startDate)}` : 'Vagt'}
      size={440}
      destroyOnHidden
      extra={
        employee && (
          <Button onClick={() => setHistory({ ...employee, date: blank?.startDate ?? current?.startDate ?? watch?.startDate ?? '' })}>Historik</Button>
        )
      }
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>Annuller</Button>
          {!locked && (
            <Button type="primary" loading={saving} onClick={() => form.submit()}>
              Gem vagt
            </Button>
          )}
        </Flex>
      }
    >
      {realised.isLoading && <Typography.Text type="secondary">Henter vagten …</Typography.Text>}
      {current && (
        <>
          {list.length > 1 && (
            <Select
              aria-label="Vagt i planen"
              style={{ width: '100%', marginBottom: 12 }}
              value={current.realisedWatchId}
              onChange={setChosenId}
              options={list.map((each) => ({ value: each.realisedWatchId, label: `${formatDate(each.startDate)} ${each.startTime}–${each.endTime}${each.cancelled ? ' (aflyst)' : ''}` }))}
            />
          )}
          {current.closed && <Alert type="info" showIcon title="Vagten ligger i en lukket periode og kan ikke ændres." style={{ marginBottom: 12 }} />}
          {approved && !current.closed && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              title={APPROVED_REASON}
              action={
                onRemoveApproval && (
                  <Button size="small" loading={saving} onClick={() => void removeApproval(current.realisedWatchId)}>
                    Fjern godkendelse
                  </Button>
                )
              }
            />
          )}
          {showRegistration && (
            <RegistrationPanel
              employmentId={current.employmentId}
              date={current.startDate}
              realisedWatchId={blank ? null : current.realisedWatchId}
              changeDate={watch?.lastChanged ?? null}
              editable={editable && !locked}
              onDone={onClose}
            />
          )}
          {current.approvals.map((approval) => (
            <Alert
              key={approval.approvalId}
              type={approval.rejected ? 'error' : 'success'}
              showIcon
              style={{ marginBottom: 12 }}
              title={`${approval.rejected ? 'Afvist' : 'Godkendt'} (${approval.approvalLevel}) af ${approval.approvedBy} ${formatDateTime(approval.approvalTime)}`}
              description={approval.comment ?? undefined}
            />
          ))}
          <Form form={form} layout="vertical" onFinish={(values) => void save(values)} disabled={locked} requiredMark={false}>
            <Space align="start" size={12}>
              <Form.Item name="startTime" label="Start" rules={TIME_RULES} normalize={(value: string) => value}>
                <Input style={{ width: 92 }} placeholder="TT:MM" inputMode="numeric" maxLength={5} onBlur={(event) => form.setFieldValue('startTime', completeTime(event.target.value))} />
              </Form.Item>
              <Form.Item name="endTime" label="Slut" rules={TIME_RULES}>
                <Input
                  style={{ width: 120 }}
                  placeholder="TT:MM"
                  inputMode="numeric"
                  maxLength={5}
                  suffix={endsNextDay(startTime, endTime) ? <Tag color="blue" style={{ marginInlineEnd: 0 }}>+1</Tag> : <span />}
                  onBlur={(event) => form.setFieldValue('endTime', completeTime(event.target.value))}
                />
              </Form.Item>
              <Form.Item
                name="paid"
                label="Betalt tid"
                rules={[{ validator: (_, value: string) => (parseDuration(value ?? '') === undefined ? Promise.reject(new Error('Skriv fx 7:30')) : Promise.resolve()) }]}
                extra={paidTime.length !== null ? `Vagten varer ${formatDuration(paidTime.length)}` : undefined}
              >
                <Input style={{ width: 96 }} placeholder={paidTime.derived !== null ? formatDuration(paidTime.derived) : 'T:MM'} onChange={paidTime.typed} />
              </Form.Item>
            </Space>
            {paidTime.manual && (
              <Flex align="center" gap={8} wrap style={{ marginTop: -12, marginBottom: 12 }} data-testid="paid-time-manual">
                <Tag color="orange" style={{ marginInlineEnd: 0 }}>
                  Betalt tid sat manuelt
                </Tag>
                {!locked && (
                  <Button size="small" type="link" onClick={paidTime.useDerived}>
                    Brug beregnet tid{paidTime.derived !== null ? ` (${formatDuration(paidTime.derived)})` : ''}
                  </Button>
                )}
              </Flex>
            )}
            {endsNextDay(startTime, endTime) && <Typography.Paragraph type="secondary">Vagten slutter næste dag.</Typography.Paragraph>}
            <Form.List name="properties">
              {(fields, { add, remove }) => (
                <Form.Item label="Egenskaber">
                  {fields.map((field, index) => {
                    const propertyId = propertyRows[index]?.propertyId;
                    const canHaveValue = propertyId ? choices.byId.get(propertyId)?.type.canHaveValue : false;
                    return (
                      <Flex key={field.key} gap={8} style={{ marginBottom: 8 }}>
                        <Form.Item name={[field.name, 'propertyId']} noStyle rules={[{ required: true, message: 'Vælg en egenskab' }]}>
                          <Select aria-label={`Egenskab ${index + 1}`} showSearch={{ optionFilterProp: 'label' }} options={propertyOptions} style={{ flex: 1 }} placeholder="Vælg egenskab" />
                        </Form.Item>
                        {canHaveValue && (
                          <Form.Item name={[field.name, 'value']} noStyle>
                            <InputNumber aria-label={`Værdi ${index + 1}`} decimalSeparator="," style={{ width: 90 }} placeholder="Værdi" />
                          </Form.Item>
                        )}
                        <Button aria-label={`Fjern egenskab ${index + 1}`} onClick={() => remove(field.name)}>
                          Fjern
                        </Button>
                      </Flex>
                    );
                  })}
                  <Button onClick={() => add({ propertyId: undefined, value: null })}>Tilføj egenskab</Button>
                </Form.Item>
              )}
            </Form.List>
            <Form.Item name="comment" label="Kommentar">
              <Input.TextArea rows={2} maxLength={500} />
            </Form.Item>
            <Form.Item name="cancelled" valuePropName="checked">
              <Checkbox>Aflys vagten (den bevares i historikken)</Checkbox>
            </Form.Item>
          </Form>
          {current.comments.length > 0 && (
            <Descriptions size="small" column={1} title="Kommentarer" style={{ marginTop: 8 }}>
              {current.comments.map((comment) => (
                <Descriptions.Item key={`${comment.timestamp}${comment.author}`} label={`${comment.author}, ${formatDateTime(comment.timestamp)}`}>
                  {comment.comment}
                </Descriptions.Item>
              ))}
            </Descriptions>
          )}
          {current.changedBy && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              Senest ændret af {current.changedBy} {formatDateTime(current.changeDate)}
            </Typography.Text>
          )}
        </>
      )}
      <HistoryDrawer target={history} onClose={() => setHistory(null)} />
    </Drawer>
  );
}
