import { Alert, Table, Typography } from 'antd';
import type { RotationPreviewDto } from '@kaj/contract';
import { danishDay, daysText } from './rotation-texts.ts';
import { RotationNorms } from './RotationNorms.tsx';

interface Props {
  preview: RotationPreviewDto;
  names: ReadonlyMap<number, string>;
  /** What lays the watches, as the texts name it: "turnussen" or "kopien". */
  subject?: string;
}

/** What laying the rotation (or copying a period) will do: the watches placed per employee, the refused days with their reason, rest-hour breaches and the norm periods touched. */
export function RotationPreview({ preview, names, subject = 'turnussen' }: Props) {
  const total = preview.placed.reduce((sum, each) => sum + each.count, 0);
  const name = (employmentId: number) => names.get(employmentId) ?? `Ansættelse ${employmentId}`;
  return (
    <div data-testid="rotation-preview">
      <Alert
        type={preview.refused.length > 0 || preview.restBreaches.length > 0 ? 'warning' : 'success'}
        showIcon
        title={`${total} vagter lægges på ${preview.placed.length} medarbejdere`}
        description={
          preview.refused.length > 0 || preview.restBreaches.length > 0
            ? `${daysText(preview.refused.length)} springes over, og ${subject} giver ${preview.restBreaches.length} brud på hviletiden.`
            : `Ingen dage springes over, og ${subject} giver ingen brud på hviletiden.`
        }
      />
      <Table
        size="small"
        style={{ marginTop: 8 }}
        rowKey="employmentId"
        pagination={false}
        dataSource={preview.placed}
        columns={[
          { title: 'Medarbejder', render: (_, row) => name(row.employmentId) },
          { title: 'Vagter', dataIndex: 'count', width: 80 },
          { title: 'Koder', render: (_, row) => row.codes.map((code) => `${code.count} × ${code.code}`).join(', ') },
          { title: 'Fra', render: (_, row) => (row.firstDate ? danishDay(row.firstDate) : '–') },
          { title: 'Til', render: (_, row) => (row.lastDate ? danishDay(row.lastDate) : '–') },
        ]}
      />
      {preview.refused.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 12 }}>
            Dage, der springes over ({preview.refused.length})
          </Typography.Title>
          <Table
            size="small"
            data-testid="rotation-refused"
            rowKey={(row) => `${row.employmentId}|${row.date}`}
            pagination={preview.refused.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            dataSource={preview.refused}
            columns={[
              { title: 'Medarbejder', render: (_, row) => name(row.employmentId) },
              { title: 'Dato', render: (_, row) => danishDay(row.date) },
              { title: 'Kode', dataIndex: 'code', width: 70 },
              { title: 'Grund', dataIndex: 'text' },
            ]}
          />
        </>
      )}
      {preview.restBreaches.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 12 }}>
            Brud på hviletiden ({preview.restBreaches.length})
          </Typography.Title>
          <ul data-testid="rotation-breaches" style={{ maxHeight: 160, overflow: 'auto' }}>
            {preview.restBreaches.map((breach) => (
              <li key={`${breach.employmentId}|${breach.rule}|${breach.from}`}>
                {name(breach.employmentId)}: {breach.text}
              </li>
            ))}
          </ul>
        </>
      )}
      <RotationNorms norms={preview.norms} name={name} />
    </div>
  );
}
