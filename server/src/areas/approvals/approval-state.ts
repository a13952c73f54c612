import { sql, type SQL } from 'drizzle-orm';

/*
 * The approval state of a realised watch (DOMAIN.md section 5), one rule for the grid and the approval calls:
 * the latest record decides. A rejection after the approvals sends the watch back (rejected); approvals after
 * the latest rejection count, and the highest of their levels is the watch's level (0: not approved).
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

/** The watch's latest record is a rejection. */
export const rejectedNow = (watchId: SQL) => sql<boolean>`(${latestRejection(watchId)} > coalesce((
  select max(a.id) from approval_watches aw join approvals a on a.id = aw.approval_id
  where aw.realised_watch_id = ${watchId} and not a.rejected), 0))`;
