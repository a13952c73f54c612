import { useState, type KeyboardEvent, type RefObject } from 'react';
import { App } from 'antd';
import type { WatchDto, WatchTemplateSummaryDto } from '@kaj/contract';
import { isPending, type GridRow } from './grid-rows.ts';
import { editableWatchesIn, isSingleCell } from './place-on-selection.ts';
import { ARROWS, boundsOf, matchCode, moveSelection, type CellPos, type Selection } from './selection.ts';
import type { Clipboard, usePlanActions } from './use-plan-actions.ts';

interface KeyboardInput {
  scroller: RefObject<HTMLDivElement | null>;
  rows: readonly GridRow[];
  dates: readonly string[];
  palette: readonly WatchTemplateSummaryDto[];
  actions: ReturnType<typeof usePlanActions>;
  clipboard: Clipboard | null;
  onCopy: (clipboard: Clipboard | null) => void;
  onOpenWatch: (watch: WatchDto) => void;
  selection: Selection | null;
  onSelect: (selection: Selection | null) => void;
  placeOn: (template: WatchTemplateSummaryDto, within: Selection) => boolean;
  scrollToCell: (pos: CellPos) => void;
}

/** The grid's keyboard: arrows move the selection, typed codes place watches, Ctrl+C/X/V/Z copy, cut, paste and undo. */
export function useGridKeyboard({ scroller, rows, dates, palette, actions, clipboard, onCopy, onOpenWatch, selection, onSelect, placeOn, scrollToCell }: KeyboardInput) {
  const { message } = App.useApp();
  const [typed, setTyped] = useState('');
  const bounds = selection ? boundsOf(selection) : null;

  function copy(cut: boolean) {
    if (!bounds) return;
    const items: Clipboard['items'] = [];
    for (let index = bounds.rows[0]; index <= bounds.rows[1]; index++) {
      const row = rows[index];
      if (!row) continue;
      const seenPlans = new Map<number, Clipboard['items'][number]>();
      for (const date of dates.slice(bounds.cols[0], bounds.cols[1] + 1)) {
        for (const watch of row.days.get(date)?.watches ?? []) {
          if (watch.realisedWatchId === null) continue;
          const plan = watch.plannedWatchId === null ? undefined : seenPlans.get(watch.plannedWatchId);
          if (plan) {
            plan.realisedWatchIds.push(watch.realisedWatchId);
            if (watch.lastChanged > plan.changeDate) plan.changeDate = watch.lastChanged;
            continue;
          }
          const item = { rowIndex: index, employmentId: row.employment.employmentId, date, plannedWatchId: watch.plannedWatchId, realisedWatchIds: [watch.realisedWatchId], changeDate: watch.lastChanged };
          if (watch.plannedWatchId !== null) seenPlans.set(watch.plannedWatchId, item);
          items.push(item);
        }
      }
    }
    if (items.length === 0) {
      void message.info('Markeringen har ingen vagter at kopiere.');
      return;
    }
    onCopy({ anchorDate: dates[bounds.cols[0]] ?? '', anchorRowIndex: bounds.rows[0], items, cut });
    void message.success(`${items.length} ${items.length === 1 ? 'vagt' : 'vagter'} ${cut ? 'klippet' : 'kopieret'}. Vælg en celle, og tryk Ctrl+V.`);
  }

  function paste() {
    if (!clipboard || !selection) {
      if (!clipboard) void message.info('Udklipsholderen er tom. Markér vagter, og tryk Ctrl+C.');
      return;
    }
    const date = dates[selection.cursor.col];
    if (!date) return;
    void actions.paste(clipboard, selection.cursor.row, date, (index) => {
      const row = rows[index];
      return row?.employment.editable ? row.employment.employmentId : undefined;
    });
    // Cut watches are moved once; a second paste would find them gone.
    if (clipboard.cut) onCopy(null);
  }

  function typeCode(next: string) {
    if (!selection) return;
    const { exact, candidates } = matchCode(next, palette);
    if (candidates.length === 0) {
      void message.warning(`Ingen vagtkode begynder med ${next.toUpperCase()}.`);
      setTyped('');
      return;
    }
    if (exact && candidates.length === 1) {
      setTyped('');
      placeAndAdvance(exact);
      return;
    }
    setTyped(next);
  }

  function placeAndAdvance(template: WatchTemplateSummaryDto) {
    if (!selection) return;
    const single = isSingleCell(selection);
    if (!placeOn(template, selection)) return;
    if (single) {
      const next = moveSelection(selection, 0, 1, false, rows.length, dates.length);
      onSelect(next);
      scrollToCell(next.cursor);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if ((event.target as HTMLElement) !== scroller.current) return;
    const control = event.ctrlKey || event.metaKey;
    if (control && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      if (actions.canUndo) void actions.undo();
      else void message.info('Der er intet at fortryde.');
      return;
    }
    if (!selection) {
      if (ARROWS[event.key] && rows.length > 0) {
        event.preventDefault();
        onSelect({ anchor: { row: 0, col: 0 }, cursor: { row: 0, col: 0 } });
      }
      return;
    }
    if (control && (event.key.toLowerCase() === 'c' || event.key.toLowerCase() === 'x')) {
      event.preventDefault();
      copy(event.key.toLowerCase() === 'x');
      return;
    }
    if (control && event.key.toLowerCase() === 'v') {
      event.preventDefault();
      paste();
      return;
    }
    if (control || event.altKey) return;
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      setTyped('');
      const next = moveSelection(selection, arrow[0], arrow[1], event.shiftKey, rows.length, dates.length);
      onSelect(next);
      scrollToCell(next.cursor);
      return;
    }
    if (event.key === 'Escape') {
      setTyped('');
      return;
    }
    if (event.key === 'Backspace' && typed) {
      event.preventDefault();
      setTyped(typed.slice(0, -1));
      return;
    }
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      const watches = selection ? editableWatchesIn(rows, dates, selection) : [];
      if (watches.length) void actions.remove(watches);
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      if (typed) {
        const { exact, candidates } = matchCode(typed, palette);
        const chosen = exact ?? (candidates.length === 1 ? candidates[0] : undefined);
        setTyped('');
        if (chosen) placeAndAdvance(chosen);
        else void message.warning(`Vagtkoden ${typed.toUpperCase()} findes ikke.`);
        return;
      }
      const row = rows[selection.cursor.row];
      const date = dates[selection.cursor.col];
      const watch = row && date ? row.days.get(date)?.watches.find((each) => !isPending(each)) : undefined;
      if (watch) onOpenWatch(watch);
      return;
    }
    if (/^[\p{L}\p{N}]$/u.test(event.key)) {
      event.preventDefault();
      typeCode(typed + event.key);
    }
  }

  return { typed, setTyped, onKeyDown };
}
