import { Button, Flex, Form, Input, Tooltip, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { timeOfDay } from '@kaj/contract';
import { schemaRule } from '../../../ui/form-rules.ts';
import { endsNextDay, formatDuration, parseDuration, spanMinutes } from '../../../ui/watch-time.ts';
import { DetailPropertiesList } from './DetailPropertiesList.tsx';
import { TimeInput } from './TimeInput.tsx';
import type { DetailPropertyChoices } from './use-detail-properties.ts';
import { overlappingDetail, placeDetails, type WatchCodeValues } from './watch-code-form.ts';

type Path = (string | number)[];

interface Props {
  /** Absolute path of the watch in the form: ["details", 0] or ["tourDays", 1, "details", 0]. */
  path: Path;
  dayOffset: number;
  label: string;
  choices: DetailPropertyChoices;
  onRemove: (() => void) | null;
}

const timeRules = (what: string) => [{ required: true, message: `Skriv ${what}` }, schemaRule(timeOfDay)];

/** One watch of a code: start, end (an end at or before the start is the next day), paid time and properties. */
export function WatchDetailFields({ path, dayOffset, label, choices, onRemove }: Props) {
  const form = Form.useFormInstance();
  const name = path[path.length - 1]!;
  const startTime = Form.useWatch<string | undefined>([...path, 'startTime'], form) ?? '';
  const endTime = Form.useWatch<string | undefined>([...path, 'endTime'], form) ?? '';
  const paid = Form.useWatch<string | undefined>([...path, 'paid'], form) ?? '';
  const span = spanMinutes(startTime, endTime);
  const paidMinutes = parseDuration(paid);
  const unpaid = span !== null && typeof paidMinutes === 'number' && paidMinutes < span ? span - paidMinutes : 0;

  const overlap = Form.useWatch((all: WatchCodeValues) => {
    const other = overlappingDetail(placeDetails(all), dayOffset, Number(name));
    return other ? `${other.startTime}–${other.endTime} på dag ${other.dayOffset + 1}` : null;
  }, form);

  return (
    <div className="watch-detail-box" role="group" aria-label={label}>
      <Flex gap={12} align="flex-start" wrap>
        <Form.Item label="Start" name={[name, 'startTime']} rules={timeRules('starttiden')} validateFirst style={{ marginBottom: 12, width: 92 }}>
          <TimeInput />
        </Form.Item>
        <Form.Item label="Slut" name={[name, 'endTime']} rules={timeRules('sluttiden')} validateFirst style={{ marginBottom: 12, width: 92 }}>
          <TimeInput
            suffix={
              endsNextDay(startTime, endTime) ? (
                <Tooltip title="Slutter næste dag">
                  <Typography.Text strong style={{ fontSize: 12 }}>
                    +1
                  </Typography.Text>
                </Tooltip>
              ) : undefined
            }
          />
        </Form.Item>
        <Form.Item
          label="Betalt tid"
          name={[name, 'paid']}
          validateFirst
          dependencies={[[...path, 'startTime'], [...path, 'endTime']]}
          style={{ marginBottom: 12, width: 130 }}
          extra={unpaid > 0 ? `${formatDuration(unpaid)} ubetalt` : 'Tom = hele vagten'}
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const minutes = parseDuration(value ?? '');
                if (minutes === undefined) throw new Error('Skriv den betalte tid som t:mm, f.eks. 7:30');
                const length = spanMinutes(form.getFieldValue([...path, 'startTime']) ?? '', form.getFieldValue([...path, 'endTime']) ?? '');
                if (minutes !== null && length !== null && minutes > length) throw new Error(`Den betalte tid kan højst være vagtens længde (${formatDuration(length)})`);
              },
            },
          ]}
        >
          <Input placeholder={span === null ? 't:mm' : formatDuration(span)} inputMode="decimal" autoComplete="off" style={{ width: 104 }} />
        </Form.Item>
        <div style={{ flex: '1 1 200px', minWidth: 0 }}>
          <DetailPropertiesList detailPath={path} detailLabel={label} choices={choices} />
        </div>
        {onRemove && (
          <Tooltip title="Fjern vagten">
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Fjern ${label}`} onClick={onRemove} style={{ marginTop: 30 }} />
          </Tooltip>
        )}
      </Flex>
      {overlap && (
        <Typography.Paragraph type="danger" style={{ marginBottom: 12 }}>
          Vagten overlapper vagten {overlap}. En person kan ikke tage to vagter på én gang.
        </Typography.Paragraph>
      )}
    </div>
  );
}
