import { Alert } from 'antd';
import { formatDate } from '../../../ui/format.ts';
import type { RestBreach } from './rest-breaches.ts';

const SHOWN = 8;

/** The rest-hour breaches an approval would pass over, before the approver confirms ("Godkend alligevel"). */
export function BreachList({ breaches }: { breaches: readonly RestBreach[] }) {
  const more = breaches.length - SHOWN;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="approval-rest-breaches"
      style={{ marginBottom: 12 }}
      title={`${breaches.length === 1 ? '1 hviletidsbrud' : `${breaches.length} hviletidsbrud`} i perioden. Godkend alligevel?`}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {breaches.slice(0, SHOWN).map((breach) => (
            <li key={`${breach.employeeName}|${breach.date}|${breach.text}`}>
              {breach.employeeName}, {formatDate(breach.date)}: {breach.text}
            </li>
          ))}
          {more > 0 && <li>… og {more} mere</li>}
        </ul>
      }
    />
  );
}
