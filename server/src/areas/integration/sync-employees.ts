import { contract, employeeSyncDto } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { AppError } from '../../errors.ts';
import { describeIssues } from '../../http/zod-messages.ts';
import { loadSyncState } from './sync-state.ts';
import { syncRow, type SyncOutcome } from './sync-row.ts';

/** The code a row is reported by: its employee number, or its line number when it has none. */
function codeOf(row: unknown, index: number): string {
  const code = typeof row === 'object' && row !== null ? (row as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.trim() !== '' ? code.trim() : `#${index + 1}`;
}

/**
 * Upserts employees and their employments from an HR system by employee number. Idempotent: a row that
 * matches what is stored writes nothing. Each row runs in a savepoint, so a bad row is reported by its
 * code with nothing of it written, while the other rows are taken.
 */
export const syncEmployees = handle(contract.integration.syncEmployees, async ({ db, body }) =>
  db.transaction(async (tx) => {
    const parsed = body.map((row) => employeeSyncDto.safeParse(row));
    const codes = parsed.flatMap((result) => (result.success ? [result.data.code] : []));
    const state = await loadSyncState(tx, codes);
    const counts: Record<SyncOutcome, number> = { created: 0, updated: 0, unchanged: 0 };
    const errors: { code: string; message: string }[] = [];
    for (const [index, result] of parsed.entries()) {
      if (!result.success) {
        errors.push({ code: codeOf(body[index], index), message: describeIssues(result.error.issues) });
        continue;
      }
      const row = result.data;
      try {
        const { outcome, employee } = await tx.transaction((savepoint) => syncRow(savepoint, row, state.employees.get(row.code), state.lookups));
        state.employees.set(row.code, employee);
        counts[outcome] += 1;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        errors.push({ code: row.code, message: error.message });
      }
    }
    return { ...counts, errors };
  }),
);
