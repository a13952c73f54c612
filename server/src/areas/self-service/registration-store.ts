import { sql, type SQL } from 'drizzle-orm';
import type { TimeRegistrationDto } from '@kaj/contract';
import { addDays, instantOf, toIsoDateTime, type IsoDate } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { approvedLevelOf } from '../approvals/approval-state.ts';
import { isoOfTimestamp } from './self-service-access.ts';

// Reading time registrations with what the employee and the planner need to know: their state, and whether the
// watch beside them is approved or its month locked (then they no longer change).

interface RegistrationRow {
  id: number;
  employment_id: number;
  realised_watch_id: number | null;
  start_at: string;
  end_at: string;
  comment: string | null;
  status: TimeRegistrationDto['status'];
  decision_comment: string | null;
  locked: boolean;
}

const toDto = (row: RegistrationRow): TimeRegistrationDto => ({
  realisedTimeRegistrationId: Number(row.id),
  employmentId: Number(row.employment_id),
  realisedWatchId: row.realised_watch_id === null ? null : Number(row.realised_watch_id),
  startDateTime: isoOfTimestamp(row.start_at),
  endDateTime: isoOfTimestamp(row.end_at),
  comment: row.comment,
  status: row.status,
  decisionComment: row.decision_comment,
  locked: Boolean(row.locked),
});

/** The registrations a condition on `r` (realised_time_registrations) picks, in time order. */
export async function readRegistrations(db: Db, where: SQL): Promise<TimeRegistrationDto[]> {
  const rows = await queryRows<RegistrationRow>(
    db,
    sql`select r.id, r.employment_id, r.realised_watch_id, r.start_at::text, r.end_at::text, r.comment, r.status, r.decision_comment,
          coalesce(w.closed or ${approvedLevelOf(sql`w.id`)} > 0, false) as locked
        from realised_time_registrations r
        left join realised_watches w on w.id = r.realised_watch_id
        where ${where}
        order by r.start_at, r.id`,
  );
  return rows.map(toDto);
}

/** Registrations starting from the first day to the last, Copenhagen days. */
export const startingBetween = (start: IsoDate, end: IsoDate): SQL =>
  sql`r.start_at >= ${toIsoDateTime(instantOf(start, '00:00'))} and r.start_at < ${toIsoDateTime(instantOf(addDays(end, 1), '00:00'))}`;
