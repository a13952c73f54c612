import { Table, Typography } from 'antd';

// The record before and after a change, as a list of fields: only the changed ones when there are both.

type Fields = Record<string, unknown> | null;

/** Danish names of the fields the audit trail holds most; any other is shown by its own name. */
const FIELD_NAMES: Record<string, string> = {
  startDate: 'Dato',
  startTime: 'Start',
  endTime: 'Slut',
  startAt: 'Start (UTC)',
  endAt: 'Slut (UTC)',
  totalTime: 'Betalt tid (min.)',
  overridden: 'Ændrede tider',
  cancelled: 'Aflyst',
  comment: 'Kommentar',
  changedAt: 'Ændret',
  employmentId: 'Ansættelse',
  watchTemplateId: 'Vagtkode (id)',
  properties: 'Egenskaber',
  level: 'Niveau',
  rejected: 'Afvist',
  locked: 'Låst',
  period: 'Periode',
  code: 'Kode',
  name: 'Navn',
  hoursPerDay: 'Timer pr. dag',
};

interface Line {
  field: string;
  before: string;
  after: string;
}

function shown(value: unknown): string {
  if (value === undefined) return '';
  if (value === null) return '–';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nej';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

export function changedLines(before: Fields, after: Fields): Line[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const lines = fields.map((field) => ({ field: FIELD_NAMES[field] ?? field, before: before ? shown(before[field]) : '', after: after ? shown(after[field]) : '' }));
  return before && after ? lines.filter((line) => line.before !== line.after) : lines;
}

const cell = (text: string) => <Typography.Text style={{ wordBreak: 'break-all' }}>{text}</Typography.Text>;

export function ChangeValues({ before, after }: { before: Fields; after: Fields }) {
  const lines = changedLines(before, after);
  if (lines.length === 0) return <Typography.Text type="secondary">Ingen felter er ændret.</Typography.Text>;
  return (
    <Table<Line>
      size="small"
      rowKey="field"
      pagination={false}
      dataSource={lines}
      aria-label="Før og efter"
      columns={[
        { title: 'Felt', dataIndex: 'field', width: 180 },
        { title: 'Før', dataIndex: 'before', render: cell },
        { title: 'Efter', dataIndex: 'after', render: cell },
      ]}
    />
  );
}
