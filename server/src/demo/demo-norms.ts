import { sql } from 'drizzle-orm';
import { normRangeOf, periodOf, periodStart, type IsoDate } from '@kaj/domain';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/raw.ts';
import { todayInCopenhagen } from '../clock.ts';
import { loadEmployments, loadRuleBook } from '../areas/pay-engine/engine-inputs.ts';
import { periodRulesOf, startNormPeriods } from '../areas/pay-engine/norm-start.ts';

/**
 * The demo's norm periods: every employment under an agreement with a norm rule (the seafarers' 3-month norm)
 * starts one with this month's first whole week, as its planner would from the grid, so a newcomer sees the
 * norm figures, the marks and the month-by-month view.
 */
export async function seedDemoNorms(db: Db, today: IsoDate = todayInCopenhagen()): Promise<void> {
  const ids = await queryRows<{ id: number }>(db, sql`select e.id from employments e join employees emp on emp.id = e.employee_id where emp.master_id is null order by e.id`);
  const book = await loadRuleBook(db);
  const month = periodStart(periodOf(today));
  for (const employment of await loadEmployments(db, ids.map((row) => Number(row.id)))) {
    const [rule] = periodRulesOf(book, employment, month);
    if (!rule) continue;
    const aligned = normRangeOf(rule.detail, month).start;
    const start = aligned < employment.start ? employment.start : aligned;
    if (employment.end !== null && employment.end < start) continue;
    await startNormPeriods(db, book, employment, start);
  }
}
