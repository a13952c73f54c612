import { Typography } from 'antd';
import type { RotationNormDto } from '@kaj/contract';
import { danishDay, hours, normLine } from './rotation-texts.ts';

interface Props {
  norms: readonly RotationNormDto[];
  name: (employmentId: number) => string;
}

/** The norm periods the watches touch, each with its target against the hours worked and planned in it afterwards. */
export function RotationNorms({ norms, name }: Props) {
  if (norms.length === 0) return null;
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 12 }}>
        Normperioder ({norms.length})
      </Typography.Title>
      <ul data-testid="rotation-norms" style={{ maxHeight: 160, overflow: 'auto' }}>
        {norms.map((norm) => {
          const overMax = norm.max !== null && norm.planned > norm.max;
          return (
            <li key={`${norm.employmentId}|${norm.startDate}|${norm.name}`}>
              {name(norm.employmentId)}, {norm.name} {danishDay(norm.startDate)}–{danishDay(norm.endDate)}: {normLine(norm)}
              {overMax && <Typography.Text type="danger"> (over maksimum {hours(norm.max!)})</Typography.Text>}
            </li>
          );
        })}
      </ul>
    </>
  );
}
