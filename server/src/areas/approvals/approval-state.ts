import { sql, type SQL } from 'drizzle-orm';

/*
 * The approval state of a realised watch (DOMAIN.md section 5), one rule for the grid and the approval calls:
 * the latest record decides. A rejection after the approvals sends the watch back (rejected); approvals after
 * the latest rejection count, and the highest of their levels is the watch's level (0: not approved). A rejected
 * watch the planner has changed since is corrected: it waits for the approver again and no longer shows as rejected.
 * Records are ordered by id, which grows with time even inside one transaction.
 */

const latestRejection = (watchId: SQL) => sql`coalesce((
  select max(r.id) from approval_watches rw join approvals r on r.id = rw.approval_id
  where rw.realised_watch_id = ${watchId} and r.rejected), 0)`;

/** The level the watch is approved at: 0 when not approved, or rejected since. */
export const approvedLevelOf = (watchId: SQL) => sql<number>`coalesce((
  select max(l.level) from approval_watches aw
  join approvals a on a.id = aw.approval_id
  join approval_levels l on l.id = a.approval_level_id
  where aw.realised_watch_id = ${watchId} and not a.rejected and a.id > ${latestRejection(watchId)}), 0)`;

/** The watch's latest record is a rejection (changed since or not). */
const latestIsRejection = (watchId: SQL) => sql`(${latestRejection(watchId)} > coalesce((
  select max(a.id) from approval_watches aw join approvals a on a.id = aw.approval_id
  where aw.realised_watch_id = ${watchId} and not a.rejected), 0))`;

/** The watch changed after its latest rejection (`changedAt`: the watch's change time column). */
const changedSinceRejection = (watchId: SQL, changedAt: SQL) => sql`coalesce(${changedAt} > (
  select max(r.approved_at) from approval_watches rw join approvals r on r.id = rw.approval_id
  where rw.realised_watch_id = ${watchId} and r.rejected), false)`;

/** The watch's latest record is a rejection, and it has not changed since. */
export const rejectedNow = (watchId: SQL, changedAt: SQL) => sql<boolean>`(${latestIsRejection(watchId)} and not ${changedSinceRejection(watchId, changedAt)})`;

/** Rejected, and changed by the planner since: corrected, waiting for the approver again. */
export const correctedNow = (watchId: SQL, changedAt: SQL) => sql<boolean>`(${latestIsRejection(watchId)} and ${changedSinceRejection(watchId, changedAt)})`;
