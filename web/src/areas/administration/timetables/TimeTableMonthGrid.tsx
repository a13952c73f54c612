import { useMemo, useState } from 'react';
import { App, Button, Empty, Flex, Form, Input, Tooltip, Typography, type FormRule } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, CopyOutlined, FormatPainterOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { FillDaysModal } from './FillDaysModal.tsx';
import { TimeTableEntryCell } from './TimeTableEntryCell.tsx';
import { useSaveTimeTableLine, type TimeTable, type TimeTableLine } from './timetable-queries.ts';
import './timetable-grid.css';

interface Props {
  timeTable: TimeTable;
  /** The first day of the month shown. */
  month: Dayjs;
}

const inMonth = (month: Dayjs) => (line: TimeTableLine) => line.year === month.year() && line.month === month.month() + 1;
const lineTextRules: FormRule[] = [
  { required: true, whitespace: true, message: 'Skriv linjens tekst' },
  { max: 200, message: 'Teksten kan højst være 200 tegn' },
];
const byOrder = (a: TimeTableLine, b: TimeTableLine) => a.sortOrder - b.sortOrder || a.timeTableLineId - b.timeTableLineId;

/** A month of a timetable: a row per line, a column per day, each cell editable. */
export function TimeTableMonthGrid({ timeTable, month }: Props) {
  const { message } = App.useApp();
  const saveLine = useSaveTimeTableLine();
  const [fillLine, setFillLine] = useState<TimeTableLine | null>(null);
  const [form] = Form.useForm<{ text: string }>();
  const lines = useMemo(() => timeTable.lines.filter(inMonth(month)).sort(byOrder), [timeTable.lines, month]);
  const previous = month.subtract(1, 'month');
  const previousLines = useMemo(() => timeTable.lines.filter(inMonth(month.subtract(1, 'month'))).sort(byOrder), [timeTable.lines, month]);
  const days = Array.from({ length: month.daysInMonth() }, (_, index) => month.date(index + 1));
  const today = dayjs();
  const base = { timeTableId: timeTable.timeTableId, year: month.year(), month: month.month() + 1 };

  function addLine({ text }: { text: string }) {
    const sortOrder = lines.length ? Math.max(...lines.map((line) => line.sortOrder)) + 1 : 0;
    saveLine.mutate({ ...base, sortOrder, text: text.trim() }, { onSuccess: () => form.resetFields() });
  }

  function renameLine(line: TimeTableLine, text: string) {
    if (text === '') void message.warning('En linje skal have en tekst.');
    else if (text !== line.text) saveLine.mutate({ ...line, text });
  }

  /** Swaps a line with its neighbour; every line gets its place as sort order, so equal orders sort out too. */
  async function moveLine(index: number, by: -1 | 1) {
    const order = [...lines];
    const [line] = order.splice(index, 1);
    if (!line) return;
    order.splice(index + by, 0, line);
    for (const [place, each] of order.entries()) {
      if (each.sortOrder !== place) await saveLine.mutateAsync({ ...each, sortOrder: place });
    }
  }

  async function copyPrevious() {
    for (const line of previousLines) await saveLine.mutateAsync({ ...base, sortOrder: line.sortOrder, text: line.text });
  }

  return (
    <>
      {lines.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`Tidsplanen har ingen linjer i ${month.format('MMMM YYYY')}.`}>
          {previousLines.length > 0 && (
            <Button icon={<CopyOutlined />} loading={saveLine.isPending} onClick={() => void copyPrevious().catch(() => undefined)}>
              Kopiér linjerne fra {previous.format('MMMM')}
            </Button>
          )}
        </Empty>
      ) : (
        <div className="tt-scroll">
          <table className="tt-grid" aria-label={`${timeTable.name}, ${month.format('MMMM YYYY')}`}>
            <thead>
              <tr>
                <th scope="col" className="tt-line-head">Linje</th>
                {days.map((day) => (
                  <th
                    key={day.date()}
                    scope="col"
                    className={[day.day() === 0 || day.day() === 6 ? 'tt-weekend' : '', day.isSame(today, 'day') ? 'tt-today' : ''].join(' ')}
                  >
                    <span className="tt-day-number">{day.date()}</span>
                    <span className="tt-day-name">{day.format('dd')}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {lines.map((line, index) => (
                <tr key={line.timeTableLineId}>
                  <th scope="row" className="tt-line-head">
                    <Flex align="center" gap={2}>
                      <Typography.Text
                        className="tt-line-text"
                        editable={{
                          onChange: (text) => renameLine(line, text.trim()),
                          tooltip: 'Omdøb linjen',
                          maxLength: 200,
                          text: line.text,
                        }}
                      >
                        {line.text || <Typography.Text type="secondary">Uden tekst</Typography.Text>}
                      </Typography.Text>
                      <Tooltip title="Udfyld flere dage">
                        <Button
                          size="small"
                          type="text"
                          icon={<FormatPainterOutlined />}
                          aria-label={`Udfyld dage i ${line.text}`}
                          onClick={() => setFillLine(line)}
                        />
                      </Tooltip>
                      <Button
                        size="small"
                        type="text"
                        icon={<ArrowUpOutlined />}
                        aria-label={`Flyt ${line.text} op`}
                        disabled={index === 0 || saveLine.isPending}
                        onClick={() => void moveLine(index, -1).catch(() => undefined)}
                      />
                      <Button
                        size="small"
                        type="text"
                        icon={<ArrowDownOutlined />}
                        aria-label={`Flyt ${line.text} ned`}
                        disabled={index === lines.length - 1 || saveLine.isPending}
                        onClick={() => void moveLine(index, 1).catch(() => undefined)}
                      />
                    </Flex>
                  </th>
                  {days.map((day) => (
                    <td key={day.date()} className={day.day() === 0 || day.day() === 6 ? 'tt-weekend' : undefined}>
                      <TimeTableEntryCell timeTableId={timeTable.timeTableId} line={line} day={day.date()} dayLabel={day.format('D. MMMM')} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Form form={form} name="add-line" layout="inline" onFinish={addLine} style={{ marginTop: 16 }}>
        <Form.Item name="text" rules={lineTextRules}>
          <Input placeholder="Ny linje, f.eks. Rønne–Ystad" aria-label="Ny linjes tekst" style={{ width: 280 }} maxLength={200} />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" icon={<PlusOutlined />} loading={saveLine.isPending}>
            Tilføj linje
          </Button>
        </Form.Item>
      </Form>
      <FillDaysModal line={fillLine} onClose={() => setFillLine(null)} />
    </>
  );
}
