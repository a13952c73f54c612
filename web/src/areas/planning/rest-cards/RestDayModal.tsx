import { useState } from 'react';
import { App, Button, Checkbox, Flex, Form, Input, Modal, Segmented, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { RestCardDto } from '@kaj/contract';
import { addDays, instantOf, toIsoDateTime } from '@kaj/calendar';
import { errorText } from '../../../api/show-error.ts';
import { formatDate } from '../../../ui/format.ts';
import { useSaveRest, type CardChoice } from './rest-card-queries.ts';

// Rest entered by hand (SaveRestDay, UpdateResthour): a whole day, a day without any rest, or one period added.
// A period whose end is at or before its start ends the next day.

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeRules = [{ required: true, message: 'Skriv et klokkeslæt' }, { pattern: TIME, message: 'Skriv klokkeslættet som TT:MM' }];

interface Period {
  from: string;
  to: string;
}

interface DayValues {
  date: string;
  noRest: boolean;
  periods: Period[];
  comment?: string;
}

/** The period as real times: it starts on the day and ends the next day when the end is not after the start. */
function spanOfPeriod(date: string, period: Period) {
  const endDate = period.to <= period.from ? addDays(date, 1) : date;
  return { startDate: date, startTime: period.from, endDate, endTime: period.to };
}

/** The day's periods as entered (those starting on the day), for editing. */
function periodsOfDay(day: RestCardDto['days'][number] | undefined): Period[] {
  if (!day?.enteredByHand) return [{ from: '', to: '' }];
  return day.restPeriods
    .filter((period) => period.restFrom.slice(0, 10) === day.restDate)
    .map((period) => ({ from: period.restFrom.slice(11, 16), to: period.restTo.slice(11, 16) }));
}

interface Props {
  card: RestCardDto;
  choice: CardChoice;
  open: boolean;
  onClose: () => void;
}

export function RestDayModal({ card, choice, open, onClose }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<DayValues>();
  const [mode, setMode] = useState<'day' | 'period'>('day');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveRest(choice);
  const noRest = Form.useWatch('noRest', form);
  const dayOptions = card.days.map((day) => ({ value: day.restDate, label: `${formatDate(day.restDate)}${day.enteredByHand ? ' (indtastet)' : ''}` }));

  function chooseDate(date: string) {
    const day = card.days.find((candidate) => candidate.restDate === date);
    const handEntered = day?.enteredByHand === true;
    form.setFieldsValue({ periods: periodsOfDay(day), noRest: handEntered && day.restPeriods.length === 0, comment: day?.comment ?? '' });
  }

  function submit(values: DayValues) {
    setProblem(null);
    const periods = values.noRest ? [] : values.periods;
    const done = (text: string) => {
      void message.success(text);
      onClose();
    };
    const failed = (error: unknown) => setProblem(errorText(error));
    if (mode === 'period') {
      const period = periods[0];
      if (!period) return;
      save.mutate({ kind: 'period', ...spanOfPeriod(values.date, period) }, { onSuccess: () => done(`Hvileperioden ${period.from}–${period.to} er tilføjet ${formatDate(values.date)}.`), onError: failed });
      return;
    }
    const restPeriods = periods.map((period) => {
      const span = spanOfPeriod(values.date, period);
      return { restFrom: toIsoDateTime(instantOf(span.startDate, span.startTime)), restTo: toIsoDateTime(instantOf(span.endDate, span.endTime)) };
    });
    const text = values.noRest
      ? `${formatDate(values.date)} er gemt som en dag uden hvile.`
      : restPeriods.length === 0
        ? `${formatDate(values.date)} følger igen vagterne.`
        : `Hvilen ${formatDate(values.date)} er gemt.`;
    save.mutate({ kind: 'day', date: values.date, periods: restPeriods, noRest: values.noRest, comment: values.comment?.trim() || null }, { onSuccess: () => done(text), onError: failed });
  }

  return (
    <Modal title="Indtast hvile i hånden" open={open} okText="Gem" cancelText="Annuller" confirmLoading={save.isPending} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <Typography.Paragraph type="secondary">
        På en dag med indtastet hvile tæller vagterne ikke; resten af døgnet er arbejde. En periode, der slutter før den begynder, slutter dagen efter.
      </Typography.Paragraph>
      <Segmented
        block
        value={mode}
        onChange={(value) => setMode(value === 'period' ? 'period' : 'day')}
        options={[
          { value: 'day', label: 'Hele dagen' },
          { value: 'period', label: 'Tilføj én periode' },
        ]}
        style={{ marginBottom: 12 }}
      />
      {problem && (
        <Typography.Paragraph type="danger" role="alert">
          {problem}
        </Typography.Paragraph>
      )}
      <Form<DayValues> form={form} layout="vertical" name="rest-day" preserve={false} initialValues={{ date: card.days[0]?.restDate, noRest: false, periods: periodsOfDay(card.days[0]) }} onFinish={submit}>
        <Form.Item label="Dato" name="date" rules={[{ required: true, message: 'Vælg dagen' }]}>
          <Select aria-label="Dato" options={dayOptions} onChange={chooseDate} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        {mode === 'day' && (
          <Form.Item name="noRest" valuePropName="checked">
            <Checkbox>Ingen hvile denne dag</Checkbox>
          </Form.Item>
        )}
        {!(mode === 'day' && noRest) && (
          <Form.List name="periods">
            {(fields, { add, remove }) => (
              <Flex vertical gap={4}>
                {fields.slice(0, mode === 'period' ? 1 : fields.length).map((field, index) => (
                  <Flex key={field.key} gap={8} align="start">
                    <Form.Item label={index === 0 ? 'Fra' : undefined} name={[field.name, 'from']} rules={timeRules} style={{ flex: 1 }}>
                      <Input aria-label={`Hvile ${index + 1} fra`} placeholder="TT:MM" maxLength={5} />
                    </Form.Item>
                    <Form.Item label={index === 0 ? 'Til' : undefined} name={[field.name, 'to']} rules={timeRules} style={{ flex: 1 }}>
                      <Input aria-label={`Hvile ${index + 1} til`} placeholder="TT:MM" maxLength={5} />
                    </Form.Item>
                    {mode === 'day' && (
                      <Button aria-label={`Fjern hvile ${index + 1}`} icon={<DeleteOutlined />} onClick={() => remove(field.name)} style={{ marginTop: index === 0 ? 30 : 0 }} />
                    )}
                  </Flex>
                ))}
                {mode === 'day' && (
                  <Button icon={<PlusOutlined />} onClick={() => add({ from: '', to: '' })}>
                    Tilføj hvileperiode
                  </Button>
                )}
              </Flex>
            )}
          </Form.List>
        )}
        {mode === 'day' && (
          <Form.Item label="Bemærkning" name="comment" rules={[{ max: 500, message: 'Højst 500 tegn' }]} style={{ marginTop: 12 }}>
            <Input maxLength={500} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
