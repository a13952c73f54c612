import { useMemo, useState } from 'react';
import { Alert, App, Button, Card, Empty, Flex, Segmented, Space, Spin, Statistic, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { EmployeeDto, WatchDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { errorText } from '../../../api/show-error.ts';
import { useAuth } from '../../../app/session/use-session.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { formatNumber } from '../../../ui/format.ts';
import { today } from '../../../ui/copenhagen-time.ts';
import { RealisedWatchDrawer, type WatchTarget } from '../editor/RealisedWatchDrawer.tsx';
import type { SaveRealisedInput } from '../grid/use-plan-actions.ts';
import { BalanceDrawer, type BalanceTarget } from '../pay/BalanceDrawer.tsx';
import { gridKey, useGridRows, usePeriodDays, type GridQuery } from '../planning-queries.ts';
import { OwnBalances } from './OwnBalances.tsx';
import { OwnDays } from './OwnDays.tsx';
import { OwnWishCodes } from './OwnWishCodes.tsx';
import { rangeOf, shiftRange, viewTitle, type OwnView } from './own-range.ts';
import './own-plan.css';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /planning for employees: their own watches by month or week, with state, balances and norms, readable on a phone.
 * An employee with planning right enters and corrects their realised watches here, under the planner's rules.
 */
export function OwnPlanScreen() {
  const auth = useAuth();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [view, setView] = useState<OwnView>('month');
  const [range, setRange] = useState(() => rangeOf('month', DATE.test(params.get('date') ?? '') ? params.get('date')! : today()));
  const query: GridQuery = { departmentId: null, range, draft: false };
  const grid = useGridRows(query, true);
  const rows = grid.data ?? [];
  const periodDays = usePeriodDays(range);
  const dayTypeOf = useMemo(() => new Map((periodDays.data ?? []).map((day) => [day.date, day])), [periodDays.data]);
  const [watchTarget, setWatchTarget] = useState<WatchTarget | null>(null);
  const [balanceTarget, setBalanceTarget] = useState<BalanceTarget | null>(null);
  const realises = auth.isEmployeeWithPlanningRight;
  const placesWishes = auth.isEmployeeWithPlanningRightForWishes;

  function chooseView(next: OwnView) {
    setView(next);
    const anchor = range.start <= today() && today() <= range.end ? today() : range.start;
    setRange(rangeOf(next, anchor));
  }

  async function save({ request }: SaveRealisedInput): Promise<boolean> {
    try {
      const row = await api.plan.saveRealisedWatchPeriod({ start: range.start, end: range.end }, request);
      if (row) queryClient.setQueryData<EmployeeDto[]>(gridKey(query), (old) => (old ?? []).map((each) => (each.employeeId === row.employeeId ? row : each)));
      void message.success(request.realisedWatchId === null ? 'Vagten er tilføjet.' : 'Vagten er gemt.');
      return true;
    } catch (error) {
      void message.error(errorText(error));
      return false;
    }
  }

  return (
    <div className="own-plan">
      <PageHeader title="Min plan" />
      <Segmented<OwnView>
        block
        value={view}
        onChange={chooseView}
        options={[
          { value: 'month', label: 'Måned' },
          { value: 'week', label: 'Uge' },
        ]}
        style={{ marginTop: 8 }}
      />
      <Flex align="center" gap={8} style={{ margin: '8px 0 16px' }}>
        <Button aria-label={view === 'month' ? 'Forrige måned' : 'Forrige uge'} icon={<LeftOutlined />} onClick={() => setRange(shiftRange(view, range, -1))} />
        <Typography.Title level={4} style={{ margin: 0, flex: 1, textAlign: 'center', textTransform: view === 'month' ? 'capitalize' : 'none' }}>
          {viewTitle(view, range)}
        </Typography.Title>
        <Button aria-label={view === 'month' ? 'Næste måned' : 'Næste uge'} icon={<RightOutlined />} onClick={() => setRange(shiftRange(view, range, 1))} />
      </Flex>
      {grid.isLoading && <Spin style={{ display: 'block', margin: 32 }} />}
      {grid.isSuccess && rows.length === 0 && <Empty description={`Du har ingen ansættelse i ${view === 'month' ? 'måneden' : 'ugen'}.`} />}
      {rows.map((row) => (
        <Space key={row.employeeId} direction="vertical" style={{ width: '100%' }} size={12}>
          {row.closing?.locked && <Alert type="info" showIcon title="Måneden er lukket: dens vagter kan ikke længere ændres." />}
          <Card size="small">
            <Statistic title={view === 'month' ? 'Timer i måneden' : 'Timer i ugen'} value={formatNumber(row.totalTime / 60, 2)} />
          </Card>
          {row.employments.map((employment) => (
            <Card key={employment.employmentId} size="small" title={employment.properties.map((property) => property.name).join(' · ') || 'Ansættelse'}>
              <OwnDays
                employment={employment}
                dayTypeOf={dayTypeOf}
                today={today()}
                onOpen={realises && employment.editable ? (watch: WatchDto) => setWatchTarget({ watch }) : null}
                onAdd={realises && employment.editable ? (employmentId, date) => setWatchTarget({ employmentId, date }) : null}
                dayExtra={placesWishes ? (employmentId, date, watches) => (date >= today() ? <OwnWishCodes employmentId={employmentId} date={date} watches={watches} range={range} /> : null) : undefined}
              />
            </Card>
          ))}
          <OwnBalances
            row={row}
            onOpen={(payAccountId) =>
              setBalanceTarget({ employeeId: row.employeeId, employmentId: row.employments[0]?.employmentId ?? 0, name: `${row.firstName} ${row.lastName}`, calcTo: row.periodEnd, payAccountId })
            }
          />
        </Space>
      ))}
      <RealisedWatchDrawer target={watchTarget} editable={realises} onClose={() => setWatchTarget(null)} onSave={save} onRemoveApproval={null} showRegistration={false} />
      <BalanceDrawer target={balanceTarget} canPlan={false} onClose={() => setBalanceTarget(null)} onChanged={() => undefined} contractBalances={rows[0]?.contractBalances ?? []} range={range} />
    </div>
  );
}
