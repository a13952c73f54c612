import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Input } from 'antd';
import { useSaveTimeTableEntry, type TimeTableLine } from './timetable-queries.ts';

interface Props {
  timeTableId: number;
  line: TimeTableLine;
  day: number;
  /** "3. november", for the cell's accessible name. */
  dayLabel: string;
}

/**
 * One day of a line, edited in place like a spreadsheet cell: Enter or a click edits, Enter or leaving saves,
 * Escape cancels, Delete empties. A refused save keeps the typed text open for another try.
 */
export function TimeTableEntryCell({ timeTableId, line, day, dayLabel }: Props) {
  const saved = line.entries.find((entry) => entry.day === day)?.text ?? '';
  const save = useSaveTimeTableEntry();
  const [draft, setDraft] = useState<string | null>(null);
  const cellRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  // Guards against a second commit from the blur that follows Enter or Escape.
  const editing = useRef(false);
  const label = `${line.text || 'Linje'}, ${dayLabel}`;

  useEffect(() => {
    if (draft === null && refocus.current) {
      refocus.current = false;
      cellRef.current?.focus();
    }
  }, [draft]);

  function edit(text: string) {
    editing.current = true;
    setDraft(text);
  }

  function close() {
    editing.current = false;
    setDraft(null);
  }

  function commit(text: string) {
    if (!editing.current) return;
    close();
    if (text.trim() === saved) return;
    save.mutate({ timeTableId, line, day, text: text.trim() }, { onError: () => edit(text) });
  }

  function onInputKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      refocus.current = true;
      commit(event.currentTarget.value);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      refocus.current = true;
      close();
    }
  }

  function onCellKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'F2') edit(saved);
    else if ((event.key === 'Delete' || event.key === 'Backspace') && saved !== '') commit('');
  }

  if (draft !== null) {
    return (
      <Input
        autoFocus
        size="small"
        className="tt-cell-input"
        aria-label={label}
        value={draft}
        maxLength={200}
        status={save.isError ? 'error' : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onFocus={(event) => event.currentTarget.select()}
        onBlur={(event) => commit(event.currentTarget.value)}
        onKeyDown={onInputKey}
      />
    );
  }

  const shown = save.isPending ? save.variables.text : saved;
  return (
    <button
      ref={cellRef}
      type="button"
      className={`tt-cell${save.isPending ? ' tt-cell--saving' : ''}`}
      aria-label={shown ? `${label}: ${shown}` : label}
      title={shown || undefined}
      onClick={() => edit(saved)}
      onKeyDown={onCellKey}
    >
      {shown}
    </button>
  );
}
