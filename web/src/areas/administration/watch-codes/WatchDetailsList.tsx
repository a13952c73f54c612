import { Button, Form } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { DetailPropertyChoices } from './use-detail-properties.ts';
import { emptyDetail, type DetailValues } from './watch-code-form.ts';
import { WatchDetailFields } from './WatchDetailFields.tsx';

type Path = (string | number)[];

interface Props {
  /** Absolute path of the day's list of watches: ["details"] or ["tourDays", 1, "details"]. */
  path: Path;
  dayOffset: number;
  /** Names the day in each watch's label: "Vagt 1" on the planned date, "Dag 3, vagt 1" on a tour day. */
  dayName: string | null;
  choices: DetailPropertyChoices;
  readOnly: boolean;
}

const atLeastOne = {
  validator: async (_: unknown, details: DetailValues[] | undefined) => {
    if (!details || details.length === 0) throw new Error('Dagen skal have mindst én vagt');
  },
};

/** The watches of one day of a code. */
export function WatchDetailsList({ path, dayOffset, dayName, choices, readOnly }: Props) {
  const relative = path.length === 1 ? path[0]! : [path[path.length - 2]!, path[path.length - 1]!];
  return (
    <Form.List name={relative} rules={[atLeastOne]}>
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.map((field, index) => (
            <WatchDetailFields
              key={field.key}
              path={[...path, field.name]}
              dayOffset={dayOffset}
              label={dayName ? `${dayName}, vagt ${index + 1}` : `Vagt ${index + 1}`}
              choices={choices}
              onRemove={fields.length > 1 && !readOnly ? () => remove(field.name) : null}
            />
          ))}
          <Form.ErrorList errors={errors} />
          {!readOnly && (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(emptyDetail())} block style={{ marginBottom: 8 }}>
              Tilføj vagt
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}
