import { useCallback, useEffect, useRef, type DragEvent, type MouseEvent } from 'react';
import { App } from 'antd';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { HolidayWeekendWorkdayDto, ManningNeedLineDto, WatchDto, WatchTemplateSummaryDto } from '@kaj/contract';
import { GridHeader, type TimetableLine } from './GridHeader.tsx';
import { GridRowView } from './GridRowView.tsx';
import { NeedLines } from './NeedLines.tsx';
import type { WishMarks } from '../wishes/wish-marks.ts';
import type { PayAccountColumn } from '../pay/pay-figures.ts';
import { CELL_WIDTH, NAME_WIDTH, ROW_HEIGHT, gridWidth, headerHeight, sideWidth } from './grid-layout.ts';
import { isPending, watchKey, type GridRow } from './grid-rows.ts';
import { inEmployment, placeOnSelection } from './place-on-selection.ts';
import { boundsOf, type CellPos, type Selection } from './selection.ts';
import type { Clipboard, usePlanActions } from './use-plan-actions.ts';
import { today as todayDate } from '../../../ui/copenhagen-time.ts';
import { useGridKeyboard } from './use-grid-keyboard.ts';
import './plan-grid.css';

export const GRID_PAINTED = 'kaj:plan-grid-painted';
export const TEMPLATE_TYPE = 'application/x-kaj-template';
const WATCH_TYPE = 'application/x-kaj-watch';
const ROW_TYPE = 'application/x-kaj-row';

interface Props {
  rows: readonly GridRow[];
  dates: readonly string[];
  dayInfo: ReadonlyMap<string, HolidayWeekendWorkdayDto>;
  lines: readonly TimetableLine[];
  palette: readonly WatchTemplateSummaryDto[];
  templates: ReadonlyMap<number, WatchTemplateSummaryDto>;
  actions: ReturnType<typeof usePlanActions>;
  /** The code chosen in the palette: a click on a cell places it. */
  armed: WatchTemplateSummaryDto | null;
  clipboard: Clipboard | null;
  onCopy: (clipboard: Clipboard | null) => void;
  onOpenWatch: (watch: WatchDto) => void;
  /** A double click on an empty cell of an editable row: a new watch without a plan. */
  onNewWatch: (employmentId: number, date: string) => void;
  /** Rows may be dragged to a new order (a department is chosen and the caller plans). */
  onReorder: ((employeeIds: number[]) => void) | null;
  selection: Selection | null;
  onSelect: (selection: Selection | null) => void;
  /** The pay accounts shown as side columns; a click on a balance opens its explanation. */
  accounts: readonly PayAccountColumn[];
  onOpenBalance: (row: GridRow, payAccountId: number) => void;
  /** A click on a row's hours opens its norm periods. */
  onOpenNorms: (row: GridRow) => void;
  /** Rejection comments by realised watch; hovering a rejected watch asks for its row's. */
  rejections: ReadonlyMap<number, string>;
  onRejectedWatch: (watch: WatchDto, employeeId: number) => void;
  wishes: WishMarks;
  /** The need line: the department's manning requirements, planned against required per day. */
  need: readonly ManningNeedLineDto[];
}

interface CellTarget {
  pos: CellPos;
  row: GridRow;
  date: string;
}

/** The planning grid: virtualised rows of employments by days, with selection, keyboard, drag and drop. */
export function PlanGrid(props: Props) {
  const { rows, dates, dayInfo, lines, palette, templates, actions, armed, clipboard, onCopy, onOpenWatch, onNewWatch, onReorder, selection, onSelect, accounts, onOpenBalance, onOpenNorms, rejections, onRejectedWatch, wishes, need } = props;
  const { message } = App.useApp();
  const scroller = useRef<HTMLDivElement>(null);
  const header = headerHeight(lines.length);
  const width = gridWidth(dates.length, accounts.length);
  const side = sideWidth(accounts.length);
  const today = todayDate();

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    // React batches the re-render after a scroll instead of forcing it inside the scroll event.
    useFlushSync: false,
    paddingStart: header,
    scrollPaddingStart: header,
  });

  const bounds = selection ? boundsOf(selection) : null;

  // A mark for the Performance API once new rows are painted (the browser benchmark reads it): a task queued from
  // the next animation frame runs after that frame's paint.
  useEffect(() => {
    if (rows.length === 0) return;
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => performance.mark(GRID_PAINTED), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [rows]);

  const targetOf = useCallback((element: EventTarget | null): CellTarget | null => {
    const cell = (element as HTMLElement | null)?.closest<HTMLElement>('[data-col]');
    const rowElement = cell?.closest<HTMLElement>('[data-row]');
    if (!cell || !rowElement) return null;
    const pos = { row: Number(rowElement.dataset.row), col: Number(cell.dataset.col) };
    const row = rows[pos.row];
    const date = dates[pos.col];
    return row && date ? { pos, row, date } : null;
  }, [rows, dates]);

  const watchOf = useCallback((row: GridRow, date: string, key: string | undefined): WatchDto | undefined =>
    row.days.get(date)?.watches.find((watch) => watchKey(watch) === key), []);

  const placeOn = useCallback((template: WatchTemplateSummaryDto, within: Selection) => {
    const placed = placeOnSelection(rows, dates, within, template, (each, employmentId, chosen) => void actions.place(each, employmentId, chosen));
    if (!placed) void message.warning('Der er ingen celler, du kan planlægge, i markeringen.');
    return placed;
  }, [rows, dates, actions, message]);

  const scrollToCell = useCallback((pos: CellPos) => {
    virtualizer.scrollToIndex(pos.row, { align: 'auto' });
    const element = scroller.current;
    if (!element) return;
    const left = NAME_WIDTH + pos.col * CELL_WIDTH;
    if (left - NAME_WIDTH < element.scrollLeft) element.scrollLeft = left - NAME_WIDTH;
    else if (left + CELL_WIDTH > element.scrollLeft + element.clientWidth - side) element.scrollLeft = left + CELL_WIDTH - element.clientWidth + side;
  }, [virtualizer, side]);

  function onMouseDown(event: MouseEvent<HTMLDivElement>) {
    const target = targetOf(event.target);
    if (!target || event.button !== 0) return;
    setTyped('');
    if (event.shiftKey && selection) {
      onSelect({ anchor: selection.anchor, cursor: target.pos });
      return;
    }
    onSelect({ anchor: target.pos, cursor: target.pos });
  }

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const balance = (event.target as HTMLElement).closest<HTMLElement>('.plan-account[data-balance]');
    const balanceRow = rows[Number(balance?.closest<HTMLElement>('[data-row]')?.dataset.row)];
    if (balance && balanceRow) {
      onOpenBalance(balanceRow, Number(balance.dataset.account));
      return;
    }
    const hours = (event.target as HTMLElement).closest<HTMLElement>('.plan-hours[data-norms]');
    const hoursRow = rows[Number(hours?.closest<HTMLElement>('[data-row]')?.dataset.row)];
    if (hours && hoursRow) {
      onOpenNorms(hoursRow);
      return;
    }
    const target = targetOf(event.target);
    if (!target || event.shiftKey || !armed) return;
    if ((event.target as HTMLElement).closest('.plan-chip')) return;
    if (!target.row.employment.editable || !inEmployment(target.row, target.date)) return;
    void actions.place(armed, target.row.employment.employmentId, [target.date]);
  }

  function onMouseOver(event: MouseEvent<HTMLDivElement>) {
    const chip = (event.target as HTMLElement).closest<HTMLElement>('.plan-chip.is-rejected');
    const target = chip ? targetOf(chip) : null;
    const watch = target && chip ? watchOf(target.row, target.date, chip.dataset.watch) : undefined;
    if (target && watch) onRejectedWatch(watch, target.row.employee.employeeId);
  }

  function onDoubleClick(event: MouseEvent<HTMLDivElement>) {
    const target = targetOf(event.target);
    if (!target) return;
    const chip = (event.target as HTMLElement).closest<HTMLElement>('.plan-chip');
    const watches = target.row.days.get(target.date)?.watches ?? [];
    const watch = (chip ? watchOf(target.row, target.date, chip.dataset.watch) : undefined) ?? watches.find((each) => !isPending(each));
    if (watch && !isPending(watch)) onOpenWatch(watch);
    else if (watches.length === 0 && target.row.employment.editable && inEmployment(target.row, target.date)) onNewWatch(target.row.employment.employmentId, target.date);
  }

  function onDragStart(event: DragEvent<HTMLDivElement>) {
    const element = event.target as HTMLElement;
    if (element.classList.contains('plan-chip')) {
      const target = targetOf(element);
      if (!target) return;
      event.dataTransfer.setData(WATCH_TYPE, JSON.stringify({ row: target.pos.row, date: target.date, key: element.dataset.watch }));
      event.dataTransfer.effectAllowed = 'move';
      return;
    }
    const nameRow = element.dataset.nameRow;
    if (nameRow !== undefined) {
      event.dataTransfer.setData(ROW_TYPE, nameRow);
      event.dataTransfer.effectAllowed = 'move';
    }
  }

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    const types = event.dataTransfer.types;
    if (types.includes(ROW_TYPE)) {
      if ((event.target as HTMLElement).closest('[data-name-row]')) event.preventDefault();
      return;
    }
    if (!types.includes(TEMPLATE_TYPE) && !types.includes(WATCH_TYPE)) return;
    const target = targetOf(event.target);
    if (target?.row.employment.editable && inEmployment(target.row, target.date)) {
      event.preventDefault();
      event.dataTransfer.dropEffect = types.includes(WATCH_TYPE) ? 'move' : 'copy';
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    const rowData = event.dataTransfer.getData(ROW_TYPE);
    if (rowData) {
      const to = (event.target as HTMLElement).closest<HTMLElement>('[data-name-row]')?.dataset.nameRow;
      if (to !== undefined) reorder(Number(rowData), Number(to));
      return;
    }
    const target = targetOf(event.target);
    if (!target) return;
    const templateId = event.dataTransfer.getData(TEMPLATE_TYPE);
    if (templateId) {
      const template = templates.get(Number(templateId));
      if (template) void actions.place(template, target.row.employment.employmentId, [target.date]);
      return;
    }
    const watchData = event.dataTransfer.getData(WATCH_TYPE);
    if (!watchData) return;
    const source = JSON.parse(watchData) as { row: number; date: string; key: string };
    const sourceRow = rows[source.row];
    const watch = sourceRow ? watchOf(sourceRow, source.date, source.key) : undefined;
    if (watch) void actions.move(watch, target.row.employment.employmentId, target.date);
    onSelect({ anchor: target.pos, cursor: target.pos });
  }

  function reorder(from: number, to: number) {
    if (!onReorder || from === to) return;
    const employees = [...new Set(rows.map((row) => row.employee.employeeId))];
    const moving = rows[from]?.employee.employeeId;
    const before = rows[to]?.employee.employeeId;
    if (moving === undefined || before === undefined || moving === before) return;
    const without = employees.filter((id) => id !== moving);
    const at = without.indexOf(before) + (from < to ? 1 : 0);
    without.splice(at, 0, moving);
    onReorder(without);
  }

  const { typed, setTyped, onKeyDown } = useGridKeyboard({ scroller, rows, dates, palette, actions, clipboard, onCopy, onOpenWatch, selection, onSelect, placeOn, scrollToCell });
  const items = virtualizer.getVirtualItems();
  const sortable = onReorder !== null;

  return (
    <div className="plan-grid-wrap">
      <div
        ref={scroller}
        className={`plan-grid${armed ? ' is-armed' : ''}`}
        style={{ maxWidth: width + 2 }}
        tabIndex={0}
        role="grid"
        aria-label="Planlægningsgitter"
        aria-rowcount={rows.length}
        aria-colcount={dates.length}
        onKeyDown={onKeyDown}
        onMouseDown={onMouseDown}
        onClick={onClick}
        onMouseOver={onMouseOver}
        onDoubleClick={onDoubleClick}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDrop={onDrop}
      >
        <div className="plan-body" style={{ height: virtualizer.getTotalSize(), width }}>
          <GridHeader dates={dates} dayInfo={dayInfo} lines={lines} today={today} accounts={accounts} />
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            const inSelection = bounds && item.index >= bounds.rows[0] && item.index <= bounds.rows[1] ? bounds.cols : null;
            return (
              <GridRowView
                key={row.key}
                row={row}
                rowIndex={item.index}
                top={item.start}
                dates={dates}
                dayInfo={dayInfo}
                selected={inSelection}
                cursor={selection?.cursor.row === item.index ? selection.cursor.col : null}
                today={today}
                sortable={sortable}
                accounts={accounts}
                rejections={rejections}
                wishes={wishes}
              />
            );
          })}
        </div>
        <NeedLines lines={need} dates={dates} width={width} accounts={accounts.length} />
      </div>
      {typed && (
        <div className="plan-typed" role="status">
          Vagtkode: <strong>{typed.toUpperCase()}</strong> – tryk Enter for at placere
        </div>
      )}
    </div>
  );
}
