import { Table, Tabs, Typography } from 'antd';
import { Link } from 'react-router';
import type { LessorExportAbsenceDto, LessorExportValueDto } from '@kaj/contract';
import { formatDate, formatNumber } from '../../../ui/format.ts';
import { closingLink } from './closing-link.ts';
import type { PreviewLines } from './export-queries.ts';

interface WageTypeTotal {
  account: string;
  accountName: string;
  units: number;
  amount: number | null;
}

const toOre = (kroner: number) => Math.round(kroner * 100);

/** Units and amounts per wage type; sums in hundredths, so no binary fraction creeps in. */
function totalsOf(lines: readonly LessorExportValueDto[]): WageTypeTotal[] {
  const totals = new Map<string, { accountName: string; units: number; amount: number | null }>();
  for (const line of lines) {
    const total = totals.get(line.account) ?? { accountName: line.accountName, units: 0, amount: null };
    total.units += toOre(line.value);
    if (line.rate !== null) total.amount = (total.amount ?? 0) + toOre(line.value * line.rate);
    totals.set(line.account, total);
  }
  return [...totals.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([account, total]) => ({ account, accountName: total.accountName, units: total.units / 100, amount: total.amount === null ? null : total.amount / 100 }));
}

const dates = (line: { startDate: string; endDate: string }) => (line.startDate === line.endDate ? formatDate(line.startDate) : `${formatDate(line.startDate)} – ${formatDate(line.endDate)}`);

function ClosingCell({ employmentId, period }: { employmentId: number | null; period: string }) {
  return employmentId === null ? null : <Link to={closingLink(employmentId, period)}>Afslutning</Link>;
}

/** The pay and absence lines an export holds, with totals per wage type. */
export function ExportPreview({ lines, period, loading }: { lines: PreviewLines | undefined; period: string; loading: boolean }) {
  const pay = lines?.pay ?? [];
  const absence = lines?.absence ?? [];
  return (
    <Tabs
      items={[
        {
          key: 'pay',
          label: `Løn (${pay.length})`,
          children: (
            <>
              <Table<LessorExportValueDto>
                size="small"
                data-testid="preview-pay"
                loading={loading}
                rowKey={(line) => `${line.employeeCode}-${line.account}-${line.departmentCode ?? ''}-${line.startDate}-${line.rate ?? ''}`}
                dataSource={pay}
                pagination={{ pageSize: 50, hideOnSinglePage: true }}
                locale={{ emptyText: 'Ingen lønlinjer' }}
                columns={[
                  { title: 'Lønnr.', dataIndex: 'employeeCode', width: 90 },
                  { title: 'Medarbejder', dataIndex: 'employeeName' },
                  { title: 'Afdeling', dataIndex: 'departmentCode', width: 100 },
                  { title: 'Lønart', render: (_, line) => `${line.account} ${line.accountName}` },
                  { title: 'Periode', render: (_, line) => dates(line) },
                  { title: 'Antal', align: 'right', render: (_, line) => formatNumber(line.value, 2) },
                  { title: 'Sats', align: 'right', render: (_, line) => (line.rate === null ? '' : formatNumber(line.rate, 2)) },
                  { title: 'Beløb', align: 'right', render: (_, line) => (line.rate === null ? '' : formatNumber(line.value * line.rate, 2)) },
                  { title: '', width: 100, render: (_, line) => <ClosingCell employmentId={line.employmentId} period={period} /> },
                ]}
              />
              <Typography.Title level={5}>I alt pr. lønart</Typography.Title>
              <Table<WageTypeTotal>
                size="small"
                data-testid="preview-totals"
                rowKey="account"
                dataSource={totalsOf(pay)}
                pagination={false}
                locale={{ emptyText: 'Ingen lønarter' }}
                columns={[
                  { title: 'Lønart', render: (_, total) => `${total.account} ${total.accountName}` },
                  { title: 'Antal i alt', align: 'right', render: (_, total) => formatNumber(total.units, 2) },
                  { title: 'Beløb i alt', align: 'right', render: (_, total) => (total.amount === null ? '' : `${formatNumber(total.amount, 2)} kr.`) },
                ]}
              />
            </>
          ),
        },
        {
          key: 'absence',
          label: `Fravær (${absence.length})`,
          children: (
            <Table<LessorExportAbsenceDto>
              size="small"
              data-testid="preview-absence"
              loading={loading}
              rowKey={(line) => `${line.employeeCode}-${line.absenceCode}-${line.departmentCode ?? ''}-${line.startDate}`}
              dataSource={absence}
              pagination={{ pageSize: 50, hideOnSinglePage: true }}
              locale={{ emptyText: 'Intet fravær' }}
              columns={[
                { title: 'Lønnr.', dataIndex: 'employeeCode', width: 90 },
                { title: 'Medarbejder', dataIndex: 'employeeName' },
                { title: 'Afdeling', dataIndex: 'departmentCode', width: 100 },
                { title: 'Fraværskode', dataIndex: 'absenceCode' },
                { title: 'Periode', render: (_, line) => dates(line) },
                { title: 'Timer', align: 'right', render: (_, line) => formatNumber(line.hours, 2) },
                { title: 'Dage', align: 'right', render: (_, line) => formatNumber(line.days, 2) },
                { title: '', width: 100, render: (_, line) => <ClosingCell employmentId={line.employmentId} period={period} /> },
              ]}
            />
          ),
        },
      ]}
    />
  );
}
