import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Empty, Flex, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { WatchTemplateSummaryDto } from '@kaj/contract';
import { useAuth } from '../../app/session/use-session.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ApprovalBar } from './approval/ApprovalBar.tsx';
import { useApprovalActions } from './approval/use-approval-actions.ts';
import { useRejectionComments } from './approval/use-rejection-comments.ts';
import { DraftActions } from './DraftActions.tsx';
import { LayRotationButton } from './rotations/LayRotationButton.tsx';
import { CopyPeriodButton } from './rotations/CopyPeriodButton.tsx';
import { PlanHints, PlanLegend } from './PlanLegend.tsx';
import { PlanningToolbar } from './PlanningToolbar.tsx';
import { PropertyMarker } from './PropertyMarker.tsx';
import { WatchPalette } from './WatchPalette.tsx';
import { RealisedWatchDrawer, type WatchTarget } from './editor/RealisedWatchDrawer.tsx';
import { PlanGrid } from './grid/PlanGrid.tsx';
import { periodOf } from '@kaj/calendar';
import { today } from '../../ui/copenhagen-time.ts';
import { datesOf, monthRange, type GridRange } from './grid/grid-dates.ts';
import { gridRows } from './grid/grid-rows.ts';
import { editableWatchesIn, isSingleCell, placeOnSelection } from './grid/place-on-selection.ts';
import { boundsOf, type Selection } from './grid/selection.ts';
import { useLinkTarget, type LinkTarget } from './grid/link-target.ts';
import { useLiveRows } from './grid/use-live-rows.ts';
import { usePlanActions, type Clipboard } from './grid/use-plan-actions.ts';
import { gridKey, useDepartments, useGridRows, usePalette, usePeriodDays, useTimeTableLines, type GridQuery } from './planning-queries.ts';
import { usePlanningSettings } from './planning-settings.ts';
import { BalanceDrawer, type BalanceTarget } from './pay/BalanceDrawer.tsx';
import { PayColumnChooser } from './pay/PayColumnChooser.tsx';
import { accountsInRows, type PayAccountColumn } from './pay/pay-figures.ts';
import { employeeName, type GridRow } from './grid/grid-rows.ts';
import { useWishMarks } from './wishes/wish-marks.ts';
import { NormDrawer } from './norms/NormDrawer.tsx';
import { useManningNeed } from './manning/use-manning-need.ts';

/** /planning for planners, approvers and ships: the department's grid of employments by days. */
export function PlanningGridScreen() {
  const auth = useAuth();
  const plans = auth.isAdmin || auth.isPlanner || auth.isApproverWithPlanningRight;
  const approves = auth.isAdmin || auth.isApprover || auth.isApproverWithPlanningRight;
  const queryClient = useQueryClient();
  const settings = usePlanningSettings();
  const departments = useDepartments();
  const [choice, setChoice] = useState<GridQuery | null>(null);
  const [accountIds, setAccountIds] = useState<number[]>([]);
  const link = useLinkTarget(departments.data);

  // A link to a watch (a notification's) shows its employment's department and month, whatever was chosen before.
  useEffect(() => {
    if (!link.target) return;
    setChoice({ departmentId: link.departmentId, range: monthRange(link.target.date), draft: false });
  }, [link.target, link.departmentId]);

  // The first choice: what the planner saw last, else the first department and this month.
  useEffect(() => {
    if (choice || !settings.loaded || !departments.data || link.pending) return;
    const saved = settings.settings;
    const known = (id: number | null | undefined): boolean => {
      const walk = (nodes: typeof departments.data): boolean => nodes.some((node) => node.propertyId === id || walk(node.children));
      return id != null && walk(departments.data);
    };
    const departmentId = known(saved?.departmentId) ? (saved?.departmentId ?? null) : (departments.data[0]?.propertyId ?? null);
    setChoice({ departmentId, range: saved?.range ?? monthRange(today()), draft: plans && (saved?.draft ?? false) });
    setAccountIds(saved?.payAccountIds ?? []);
  }, [choice, settings.loaded, settings.settings, departments.data, plans, link.pending]);

  const change = useCallback((next: Partial<GridQuery>) => {
    if (!choice) return;
    const updated = { ...choice, ...next };
    setChoice(updated);
    settings.save({ departmentId: updated.departmentId, range: updated.range, draft: updated.draft, payAccountIds: accountIds });
  }, [choice, accountIds, settings]);

  const chooseAccounts = useCallback((ids: number[]) => {
    setAccountIds(ids);
    if (choice) settings.save({ departmentId: choice.departmentId, range: choice.range, draft: choice.draft, payAccountIds: ids });
  }, [choice, settings]);

  if (departments.isSuccess && departments.data.length === 0) {
    return (
      <>
        <PageHeader title="Planlægning" />
        <Empty description="Du har ingen afdelinger at planlægge. Bed en administrator om at give dig adgang." />
      </>
    );
  }
  if (!choice) return <Spin style={{ display: 'block', margin: 48 }} />;
  return (
    <GridScreen
      key={`${choice.departmentId}`}
      choice={choice}
      departments={departments.data ?? []}
      plans={plans}
      approves={approves}
      onChange={change}
      accountIds={accountIds}
      onAccounts={chooseAccounts}
      queryClientReset={() => void queryClient.invalidateQueries({ queryKey: gridKey(choice) })}
      linkTarget={link.target}
      onLinkShown={link.done}
    />
  );
}

interface ScreenProps {
  choice: GridQuery;
  departments: NonNullable<ReturnType<typeof useDepartments>['data']>;
  plans: boolean;
  /** Approvers approve and reject from the grid. */
  approves: boolean;
  onChange: (next: Partial<GridQuery>) => void;
  /** The pay accounts shown as side columns. */
  accountIds: readonly number[];
  onAccounts: (payAccountIds: number[]) => void;
  queryClientReset: () => void;
  /** A watch a link points at: opened once the rows are there. */
  linkTarget: LinkTarget | null;
  onLinkShown: () => void;
}

/** The rows and dates of a selection, for approving. */
function chosenOf(rows: readonly GridRow[], dates: readonly string[], selection: Selection | null) {
  if (!selection) return null;
  const { rows: [r0, r1], cols: [c0, c1] } = boundsOf(selection);
  const chosen = rows.slice(r0, r1 + 1);
  const start = dates[c0];
  const end = dates[c1];
  return chosen.length && start && end ? { rows: chosen, range: { start, end } } : null;
}

function GridScreen({ choice, departments, plans, approves, onChange, accountIds, onAccounts, queryClientReset, linkTarget, onLinkShown }: ScreenProps) {
  const grid = useGridRows(choice, true);
  const days = usePeriodDays(choice.range);
  const palette = usePalette(plans);
  const dates = useMemo(() => datesOf(choice.range), [choice.range]);
  const months = useMemo(() => [...new Set(dates.map(periodOf))], [dates]);
  const lines = useTimeTableLines(choice.departmentId, months);
  const actions = usePlanActions(choice);
  const rows = useMemo(() => gridRows(grid.data ?? []), [grid.data]);
  const need = useManningNeed(choice, actions.saving);
  const dayInfo = useMemo(() => new Map((days.data ?? []).map((day) => [day.date, day])), [days.data]);
  const templates = useMemo(() => new Map((palette.data ?? []).map((template) => [template.watchTemplateId, template])), [palette.data]);
  const [armed, setArmed] = useState<WatchTemplateSummaryDto | null>(null);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [clipboard, setClipboard] = useState<Clipboard | null>(null);
  const [opened, setOpened] = useState<WatchTarget | null>(null);
  const anyEditable = rows.some((row) => row.employment.editable);
  const rejections = useRejectionComments();
  const approval = useApprovalActions(actions, choice.range, rejections.forget);
  const wishMarks = useWishMarks(choice.departmentId, choice.range, plans);
  const available = useMemo(() => accountsInRows(grid.data ?? []), [grid.data]);
  const columns = useMemo(
    () => accountIds.map((id) => available.find((account) => account.payAccountId === id)).filter((account): account is PayAccountColumn => account !== undefined),
    [accountIds, available],
  );
  const [balance, setBalance] = useState<(BalanceTarget & { canPlan: boolean }) | null>(null);
  /** The norm drawer's employments and the date a new period starts on; null: closed. */
  const [normsFor, setNormsFor] = useState<{ employmentIds: number[]; startDate: string } | null>(null);
  const chosen = chosenOf(rows, dates, selection);

  // The linked watch opens in the editor (a new watch on its day when it has none), and the link is spent.
  useEffect(() => {
    if (!linkTarget || !grid.isSuccess || choice.range.start > linkTarget.date || choice.range.end < linkTarget.date) return;
    const row = rows.find((each) => each.employment.employmentId === linkTarget.employmentId);
    const watch = row?.employment.watchDays.find((day) => day.date === linkTarget.date)?.watches.find((each) => each.realisedWatchId !== null);
    if (row) setOpened(watch ? { watch } : { employmentId: linkTarget.employmentId, date: linkTarget.date });
    onLinkShown();
  }, [linkTarget, grid.isSuccess, rows, choice.range, onLinkShown]);

  useLiveRows(actions, choice, need.live);

  function setRange(range: GridRange) {
    setSelection(null);
    onChange({ range });
  }

  function pick(template: WatchTemplateSummaryDto) {
    // Back to the grid, so the keyboard goes on where the planner was.
    document.querySelector<HTMLElement>('.plan-grid')?.focus({ preventScroll: true });
    if (selection && !isSingleCell(selection)) {
      placeOnSelection(rows, dates, selection, template, (each, employmentId, chosen) => void actions.place(each, employmentId, chosen));
      return;
    }
    setArmed((current) => (current?.watchTemplateId === template.watchTemplateId ? null : template));
  }

  const openedEmployment = opened ? ('watch' in opened ? opened.watch.employmentId : opened.employmentId) : null;
  const openedRow = rows.find((row) => row.employment.employmentId === openedEmployment);
  const selectedRow = selection ? (rows[selection.cursor.row] ?? null) : null;

  function openBalance(row: GridRow, payAccountId: number) {
    setBalance({
      employeeId: row.employee.employeeId,
      employmentId: row.employment.employmentId,
      name: employeeName(row.employee),
      calcTo: choice.range.end,
      payAccountId,
      canPlan: plans && row.employment.editable,
    });
  }

  function openNorms(chosenRows: readonly GridRow[], startDate: string) {
    setNormsFor({ employmentIds: [...new Set(chosenRows.map((row) => row.employment.employmentId))], startDate });
  }

  return (
    <div className="plan-screen">
      <PageHeader title="Planlægning" />
      <PlanningToolbar
        departments={departments}
        departmentId={choice.departmentId}
        onDepartment={(departmentId) => onChange({ departmentId })}
        range={choice.range}
        onRange={setRange}
        draft={choice.draft}
        onDraft={(draft) => onChange({ draft })}
        plans={plans}
        undoLabel={actions.undoLabel}
        onUndo={() => void actions.undo()}
        saving={actions.saving}
      />
      {plans && anyEditable && (
        <Flex justify="space-between" gap={12} wrap align="center">
          <WatchPalette templates={palette.data ?? []} armed={armed} onPick={pick} />
          <PropertyMarker watches={() => (selection ? editableWatchesIn(rows, dates, selection) : [])} onAdd={actions.addProperty} />
          <LayRotationButton rows={rows} selection={selection} range={choice.range} templates={templates} onLay={actions.layRotation} />
          <CopyPeriodButton rows={rows} dates={dates} selection={selection} range={choice.range} onCopy={actions.copyPeriod} />
          <DraftActions draft={choice.draft} rows={rows} selectedRow={selectedRow} onSync={actions.sync} onDraftCreated={queryClientReset} />
        </Flex>
      )}
      {rows.length > 0 && (
        <Flex justify="space-between" gap={12} wrap align="center">
          {approves ? <ApprovalBar chosen={chosen} onDecide={approval.decide} /> : <span />}
          <Flex gap={12} wrap align="center">
            <Button size="small" disabled={!chosen} onClick={() => chosen && openNorms(chosen.rows, chosen.range.start)}>
              Normperioder{chosen && chosen.rows.length > 1 ? ` for ${chosen.rows.length} rækker` : ''}
            </Button>
            {available.length > 0 && <PayColumnChooser accounts={available} chosen={accountIds} onChange={onAccounts} />}
          </Flex>
        </Flex>
      )}
      {!anyEditable && rows.length > 0 && <Alert type="info" showIcon title="Du kan se planen, men ikke ændre den." />}
      {grid.isError && <Alert type="error" showIcon title="Planen kunne ikke hentes." />}
      {grid.isLoading ? (
        <Spin style={{ display: 'block', margin: 48 }} />
      ) : rows.length === 0 && !grid.isError ? (
        <Empty description={choice.draft ? 'Der er ingen kladder i afdelingen.' : 'Der er ingen ansættelser i afdelingen i perioden.'} />
      ) : (
        <PlanGrid
          rows={rows}
          dates={dates}
          dayInfo={dayInfo}
          lines={lines.data ?? []}
          palette={palette.data ?? []}
          templates={templates}
          actions={actions}
          armed={armed}
          clipboard={clipboard}
          onCopy={setClipboard}
          onOpenWatch={(watch) => {
            if (watch.rejected) rejections.ask(watch, rows.find((row) => row.employment.employmentId === watch.employmentId)?.employee.employeeId ?? 0);
            setOpened({ watch });
          }}
          onNewWatch={(employmentId, date) => setOpened({ employmentId, date })}
          onReorder={plans && choice.departmentId !== null ? (ids) => void actions.saveOrder(choice.departmentId ?? 0, ids) : null}
          selection={selection}
          onSelect={setSelection}
          accounts={columns}
          onOpenBalance={openBalance}
          onOpenNorms={(row) => openNorms([row], choice.range.start)}
          rejections={rejections.comments}
          onRejectedWatch={rejections.ask}
          wishes={wishMarks}
          need={need.lines}
        />
      )}
      <PlanLegend />
      {plans && anyEditable && <PlanHints />}
      <RealisedWatchDrawer
        target={opened}
        editable={openedRow?.employment.editable ?? false}
        onClose={() => setOpened(null)}
        onSave={actions.saveRealised}
        onRemoveApproval={approves ? approval.removeSingle : null}
        employee={(plans || approves) && openedRow ? { employeeId: openedRow.employee.employeeId, name: employeeName(openedRow.employee) } : null}
      />
      <NormDrawer
        rows={normsFor ? rows.filter((row) => normsFor.employmentIds.includes(row.employment.employmentId)) : []}
        range={choice.range}
        plans={plans}
        startDate={normsFor?.startDate ?? choice.range.start}
        onClose={() => setNormsFor(null)}
        put={actions.put}
        refresh={actions.refresh}
      />
      <BalanceDrawer
        target={balance}
        canPlan={balance?.canPlan ?? false}
        onClose={() => setBalance(null)}
        onChanged={(employmentId) => void actions.refresh([employmentId]).catch(() => undefined)}
        contractBalances={rows.find((row) => row.employee.employeeId === balance?.employeeId)?.employee.contractBalances ?? []}
        range={choice.range}
      />
    </div>
  );
}
