import { Table, Typography, type TableColumnsType } from 'antd';
import type { BudgetFteLineDto } from '@kaj/contract';
import { formatNumber } from '../../../ui/format.ts';
import { SHORT_MONTHS } from './budget-months.ts';

interface Props {
  lines: readonly BudgetFteLineDto[];
  isLoading: boolean;
  year: number;
  accountName: (id: number) => string;
  groupName: (id: number) => string;
  onOpenDepartment: (departmentId: number) => void;
}

const fte = (value: number) => formatNumber(value, 2);

/** The year's budget FTE of every department, read only; choose a department to change its lines. */
export function BudgetFteOverview({ lines, isLoading, year, accountName, groupName, onOpenDepartment }: Props) {
  const columns: TableColumnsType<BudgetFteLineDto> = [
    {
      title: 'Afdeling',
      key: 'department',
      width: 170,
      fixed: 'left',
      sorter: (a, b) => (a.departmentCode ?? '').localeCompare(b.departmentCode ?? '', 'da'),
      defaultSortOrder: 'ascend',
      render: (_, line) => (
        <a
          href={`#afdeling-${line.departmentPropertyId}`}
          onClick={(event) => {
            event.preventDefault();
            onOpenDepartment(line.departmentPropertyId);
          }}
        >
          {line.departmentCode ? `${line.departmentCode} ${line.departmentName}` : line.departmentName}
        </a>
      ),
    },
    { title: 'Budgetkonto', key: 'account', width: 140, render: (_, line) => accountName(line.budgetAccountId) },
    { title: 'Stillingsgruppe', key: 'group', width: 150, render: (_, line) => groupName(line.positionGroupId) },
    ...SHORT_MONTHS.map((month, index) => ({
      title: month,
      key: month,
      width: 64,
      align: 'right' as const,
      render: (_: unknown, line: BudgetFteLineDto) => fte(line.months[index] ?? 0),
    })),
  ];

  return (
    <Table<BudgetFteLineDto>
      rowKey={(line) => `${line.departmentPropertyId}-${line.budgetAccountId}-${line.positionGroupId}`}
      columns={columns}
      dataSource={[...lines]}
      loading={isLoading}
      size="small"
      pagination={false}
      scroll={{ x: 1250 }}
      locale={{ emptyText: isLoading ? ' ' : `Der er intet budget for ${year}. Indlæs et Excel-ark, eller vælg en afdeling og tilføj linjer.` }}
      summary={(rows) =>
        rows.length === 0 ? null : (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={3}>
              <Typography.Text strong>I alt</Typography.Text>
            </Table.Summary.Cell>
            {SHORT_MONTHS.map((month, index) => (
              <Table.Summary.Cell key={month} index={index + 3} align="right">
                <Typography.Text strong>{fte(rows.reduce((sum, line) => sum + (line.months[index] ?? 0), 0))}</Typography.Text>
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        )
      }
    />
  );
}
