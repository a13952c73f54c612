import type { WatchMarks } from './watch-marks.ts';

/** The approval states a chip marks, each with its glyph and Danish name. */
export const STATE_MARKS = {
  approved: { glyph: '✓', label: 'godkendt' },
  rejected: { glyph: '✕', label: 'afvist' },
  corrected: { glyph: '↻', label: 'rettet efter afvisning' },
} as const;

export type WatchState = keyof typeof STATE_MARKS;

/** The one state a chip shows: rejected or corrected before approved (a chip of two watches may hold both). */
export function stateOf(marks: Pick<WatchMarks, 'approved' | 'rejected' | 'corrected'>): WatchState | null {
  if (marks.rejected) return 'rejected';
  if (marks.corrected) return 'corrected';
  return marks.approved ? 'approved' : null;
}
