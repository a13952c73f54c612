import { sql, type SQL } from 'drizzle-orm';

// Who may bid on an offer (issue 16): a colleague of the same department and position group. Written as SQL over
// two employments so the list, the bid and the notice of a new offer ask the same question.

/** The employments share a property of this type. */
const shareType = (key: string, offered: SQL, bidder: SQL) => sql`exists (
  select 1 from employment_properties a
  join employment_properties b on b.property_id = a.property_id
  join properties p on p.id = a.property_id join property_types t on t.id = p.property_type_id and t.key = ${key}
  where a.employment_id = ${offered} and b.employment_id = ${bidder})`;

const hasType = (key: string, employment: SQL) => sql`exists (
  select 1 from employment_properties a join properties p on p.id = a.property_id
  join property_types t on t.id = p.property_type_id and t.key = ${key}
  where a.employment_id = ${employment})`;

/**
 * The bidder's employment may take the offered employment's watch on the date: it runs on the date, shares a
 * department, and shares the position group (where the offered employment has none: the position).
 */
export const sameCrew = (offered: SQL, bidder: SQL, bidderStart: SQL, bidderEnd: SQL, date: SQL) => sql`(
  ${bidderStart} <= ${date} and (${bidderEnd} is null or ${bidderEnd} >= ${date})
  and ${shareType('department', offered, bidder)}
  and case when ${hasType('positionGroup', offered)} then ${shareType('positionGroup', offered, bidder)}
           when ${hasType('position', offered)} then ${shareType('position', offered, bidder)}
           else true end)`;

/** The caller's employment (never a draft's) that may bid on the offered employment's watch on the date, or null. */
export const bidderEmployment = (employeeId: number, offered: SQL, date: SQL) => sql`(
  select bem.id from employments bem join employees be on be.id = bem.employee_id
  where bem.employee_id = ${employeeId} and be.master_id is null and bem.id <> ${offered}
    and ${sameCrew(offered, sql`bem.id`, sql`bem.start_date`, sql`bem.end_date`, date)}
  order by bem.id limit 1)`;
