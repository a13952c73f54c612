import { Flex, Tag, Typography } from 'antd';
import type { EmploymentSummaryDto } from '@kaj/contract';
import { employmentState, periodLabel, stateLabels } from './employment-view.ts';
import { useDepartments } from './use-employment-choices.ts';

export type SummaryField = 'department' | 'position' | 'agreement' | 'period';

const muted = { color: 'rgba(0,0,0,0.45)' };

function Value({ field, employment }: { field: SummaryField; employment: EmploymentSummaryDto }) {
  const departments = useDepartments();
  switch (field) {
    case 'department':
      return <span>{employment.departmentId !== null ? departments.path(employment.departmentId, employment.departmentName ?? '') : '–'}</span>;
    case 'position':
      return <span>{employment.positionName ?? employment.description ?? '–'}</span>;
    case 'agreement':
      return <span>{employment.agreementName}</span>;
    case 'period': {
      const state = employmentState(employment);
      return (
        <Flex gap={6} align="center" wrap>
          <span>{periodLabel(employment)}</span>
          {state !== 'current' && <Tag color={stateLabels[state].color}>{stateLabels[state].text}</Tag>}
          {employment.isSecondary && <Tag>Sekundær</Tag>}
        </Flex>
      );
    }
  }
}

/** One column of an employee's current employment(s) in the list, as the list call answers them. */
export function EmploymentSummaryCell({ employments, field }: { employments: readonly EmploymentSummaryDto[]; field: SummaryField }) {
  if (employments.length === 0) return field === 'period' ? <Typography.Text type="warning">Ingen ansættelse</Typography.Text> : <span style={muted}>–</span>;
  return (
    <Flex vertical gap={2}>
      {employments.map((employment) => (
        <Value key={employment.employmentId} field={field} employment={employment} />
      ))}
    </Flex>
  );
}
