import { Button, Card, Flex, Form, InputNumber, Tooltip, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { DetailPropertyChoices } from './use-detail-properties.ts';
import { dayLabel, emptyDetail, type TourDayValues, type WatchCodeValues } from './watch-code-form.ts';
import { WatchDetailsList } from './WatchDetailsList.tsx';

interface Props {
  choices: DetailPropertyChoices;
  readOnly: boolean;
}

function TourDay({ name, choices, readOnly, onRemove }: Props & { name: number; onRemove: () => void }) {
  const form = Form.useFormInstance<WatchCodeValues>();
  const dayOffset = Form.useWatch<number | null | undefined>(['tourDays', name, 'dayOffset'], form) ?? null;
  const title = dayOffset === null ? 'Ny dag' : dayLabel(dayOffset);
  return (
    <Card
      size="small"
      title={title}
      style={{ marginBottom: 12 }}
      extra={
        !readOnly && (
          <Tooltip title="Fjern dagen">
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Fjern ${title}`} onClick={onRemove} />
          </Tooltip>
        )
      }
    >
      <Form.Item
        layout="horizontal"
        label="Dage efter den planlagte dato"
        name={[name, 'dayOffset']}
        validateFirst
        style={{ marginBottom: 12 }}
        rules={[
          { required: true, message: 'Skriv hvor mange dage efter den planlagte dato' },
          {
            validator: async (_, value: number) => {
              const days: TourDayValues[] = form.getFieldValue('tourDays') ?? [];
              if (days.filter((day) => day?.dayOffset === value).length > 1) throw new Error(`Dag ${value + 1} findes allerede`);
            },
          },
        ]}
      >
        <InputNumber min={1} max={366} precision={0} style={{ width: 96 }} />
      </Form.Item>
      <WatchDetailsList
        path={['tourDays', name, 'details']}
        dayOffset={dayOffset ?? -1}
        dayName={`Dag ${(dayOffset ?? 0) + 1}`}
        choices={choices}
        readOnly={readOnly}
      />
    </Card>
  );
}

/** Sub-templates: further watches on the days after the planned date, so one code plans a whole tour. */
export function TourDaysList({ choices, readOnly }: Props) {
  const form = Form.useFormInstance<WatchCodeValues>();

  /** A new day continues the tour: the day after the last one, with the same watches. */
  function nextDay(): TourDayValues {
    const values = form.getFieldsValue(true) as WatchCodeValues;
    const days = values.tourDays ?? [];
    const last = days.reduce<{ dayOffset: number; details: WatchCodeValues['details'] }>(
      (latest, day) => (typeof day?.dayOffset === 'number' && day.dayOffset > latest.dayOffset ? { dayOffset: day.dayOffset, details: day.details } : latest),
      { dayOffset: 0, details: values.details ?? [] },
    );
    const details = last.details.length > 0 ? last.details.map((detail) => ({ ...detail, watchDetailId: null, properties: detail.properties.map((p) => ({ ...p })) })) : [emptyDetail()];
    return { watchSubTemplateId: null, dayOffset: Math.min(366, last.dayOffset + 1), details };
  }

  return (
    <Form.List name="tourDays">
      {(fields, { add, remove }) => (
        <>
          {fields.length === 0 && (
            <Typography.Paragraph type="secondary">
              En vagtkode kan planlægge flere dage i træk, f.eks. en tur på 7 dage ombord. Hver dag efter den planlagte dato får sine egne vagter.
            </Typography.Paragraph>
          )}
          {fields.map((field) => (
            <TourDay key={field.key} name={field.name} choices={choices} readOnly={readOnly} onRemove={() => remove(field.name)} />
          ))}
          {!readOnly && (
            <Flex>
              <Button icon={<PlusOutlined />} onClick={() => add(nextDay())}>
                Tilføj dag
              </Button>
            </Flex>
          )}
        </>
      )}
    </Form.List>
  );
}
