import { Alert, Flex, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import type { AbsencePreviewDto, PayAccountUnit } from '@kaj/contract';
import { formatDateTime, formatNumber } from './format.ts';

interface Props {
  preview: AbsencePreviewDto | null | undefined;
  loading: boolean;
}

const UNITS: Record<PayAccountUnit, string> = { hours: 'timer', days: 'dage', kroner: 'kr.', count: 'stk.' };

const dayList = (days: readonly string[]) => days.map((day) => dayjs(day).format('ddd D/M')).join(', ');

/** What granting an absence would do, as the wish form and the planner's decision show it before anything is sent. */
export function AbsenceEffect({ preview, loading }: Props) {
  if (loading && !preview) return <Spin size="small" />;
  if (!preview) return null;
  if (preview.refusal) return <Alert type="warning" showIcon message="Fraværet kan ikke lægges ind" description={preview.refusal} />;
  const warnings = [
    ...(preview.overMax ? ['Normen kommer over maksimum.'] : preview.overTarget ? ['Normen kommer over målet.'] : []),
    ...preview.restBreaches.map((breach) => `${breach.text} (${formatDateTime(breach.from)} – ${formatDateTime(breach.to)})`),
  ];
  return (
    <Flex vertical gap={6} className="absence-effect" data-testid="absence-effect">
      <Typography.Text>
        {preview.placedDays.length === 0 && preview.markedDays.length === 0 && 'Ingen arbejdsdage i perioden: intet lægges ind.'}
        {preview.placedDays.length > 0 && `Fraværet lægges ind på ${preview.placedDays.length} ${preview.placedDays.length === 1 ? 'arbejdsdag' : 'arbejdsdage'}: ${dayList(preview.placedDays)}.`}
        {preview.markedDays.length > 0 && ` Vagterne ${dayList(preview.markedDays)} får fraværet.`}
      </Typography.Text>
      {preview.balances.map((balance) => (
        <Typography.Text key={`${balance.payAccountId}-${balance.balanceYear}`} data-testid="balance-effect">
          <strong>{balance.payAccountName}</strong> {balance.balanceYear}: {formatNumber(balance.before, 2)} → <strong>{formatNumber(balance.after, 2)}</strong> {UNITS[balance.unit]}
        </Typography.Text>
      ))}
      {preview.balances.length === 0 && <Typography.Text type="secondary">Ingen saldo ændres.</Typography.Text>}
      {preview.norms.map((norm) => (
        <Typography.Text key={norm.name}>
          {norm.name}: mål {formatNumber(norm.targetBefore, 2)} → {formatNumber(norm.targetAfter, 2)} timer, saldo {formatNumber(norm.balanceBefore, 2)} → {formatNumber(norm.balanceAfter, 2)}
        </Typography.Text>
      ))}
      {warnings.length > 0 && <Alert type="warning" showIcon message="Bemærk" description={warnings.map((warning) => <div key={warning}>{warning}</div>)} />}
    </Flex>
  );
}
