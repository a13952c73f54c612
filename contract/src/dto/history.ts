import { z } from 'zod';
import { id, isoDate, isoDateTime } from './common.ts';

// The audit trail read back (issue 17): "Historik" per employee and period, who changed what and when.

/** The kinds the history filters on; pay rules and agreements are those of the employee's agreements. */
export const HISTORY_KINDS = ['watches', 'approvals', 'closings', 'exports', 'rules', 'rest'] as const;
export const historyKind = z.enum(HISTORY_KINDS);
export type HistoryKind = z.infer<typeof historyKind>;

export const historyRowDto = z.object({
  auditId: id,
  /** When the change was made (UTC); the screen shows it in Copenhagen time. */
  at: isoDateTime,
  /** Who made it; null when Kaj itself did (a recalculation, an offer that expired). */
  userName: z.string().nullable(),
  kind: historyKind,
  /** What was changed: plannedWatch, realisedWatch, approval, closing, export, agreement, payRule, restDay, restCard. */
  entity: z.string(),
  action: z.string(),
  /** The date the change concerns: a watch's date, a closing's period, the day an agreement was saved. */
  date: isoDate.nullable(),
  /** A readable Danish line: "Vagt ændret 03-11-2026". */
  summary: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type HistoryRowDto = z.infer<typeof historyRowDto>;

export const historyPageDto = z.object({ rows: z.array(historyRowDto), total: z.number().int().min(0) });
export type HistoryPageDto = z.infer<typeof historyPageDto>;
