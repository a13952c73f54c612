import { eq, sql } from 'drizzle-orm';
import { addPeriods, periodEnd, periodOf, type IsoDate, type Period } from '@kaj/domain';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/raw.ts';
import { todayInCopenhagen } from '../clock.ts';
import { users } from '../db/schema/index.ts';
import { loadSessionUser, type SessionUser } from '../auth/session-user.ts';
import type { CallDef } from '@kaj/contract';
import type { CallContext, RegisteredHandler } from '../http/handler.ts';
import { approve } from '../areas/approvals/approve.ts';
import { lockClosing } from '../areas/closings/lock-closing.ts';
import { createLessorExport } from '../areas/lessor-export/export-handlers.ts';

// A whole month's life in the demo (issue 14.9): the two months before this one are realised, approved and locked
// by each ship's own approver and planner, and the first of them is exported to Lessor by Havørnen's planner, so
// a newcomer finds last month ready to export. Everything goes through the calls' own handlers — the approval,
// the lock (which computes the month-end activities) and the export — as the users would have clicked it.

/** Calls a handler as a demo user (the checks of reach and rules are the handler's own). */
async function callAs(db: Db, email: string, handler: RegisteredHandler, query: Record<string, unknown>, body?: unknown): Promise<unknown> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const user: SessionUser | null = row ? await loadSessionUser(db, row.id) : null;
  if (!user) throw new Error(`Demobrugeren ${email} mangler`);
  // The body as the route would parse it; the seed has no request or services, and the handlers used here read neither.
  const parsed: unknown = handler.call.body ? handler.call.body.parse(body) : undefined;
  const context = { db, user, query, body: parsed, services: undefined, request: undefined } as unknown as CallContext<CallDef>;
  return handler.run(context);
}

/** The master employments of a ship's departments that run in the months. */
async function shipEmployments(db: Db, ship: string, from: Period, to: IsoDate): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`
    select distinct e.id from employments e join employees emp on emp.id = e.employee_id
      join employment_properties ep on ep.employment_id = e.id join properties d on d.id = ep.property_id join properties s on s.id = d.parent_id
    where s.name = ${ship} and emp.master_id is null and e.master_id is null
      and e.start_date <= ${to}::date and (e.end_date is null or e.end_date >= ${from}::date)
    order by e.id`);
  return rows.map((row) => Number(row.id));
}

const SHIPS = [
  { ship: 'M/F Havørnen', approver: 'approver@kaj.example', planner: 'planner@kaj.example' },
  { ship: 'M/F Søløven', approver: 'planner-approver@kaj.example', planner: 'planner-approver@kaj.example' },
] as const;

export async function seedDemoHistory(db: Db, today: IsoDate = todayInCopenhagen()): Promise<void> {
  const months = [addPeriods(periodOf(today), -2), addPeriods(periodOf(today), -1)];
  const last = periodEnd(months[1]!);
  for (const { ship, approver, planner } of SHIPS) {
    const employmentIds = await shipEmployments(db, ship, months[0]!, last);
    const [watched] = await queryRows<{ n: number }>(db, sql`
      select count(*)::int as n from realised_watches where employment_id = any(${`{${employmentIds.join(',')}}`}::int[]) and start_date between ${months[0]!}::date and ${last}::date`);
    if (Number(watched?.n ?? 0) > 0) await callAs(db, approver, approve, { start: months[0], end: last }, { employmentIds });
    await callAs(db, planner, lockClosing, { comment: 'Månedsafslutning' }, months.flatMap((period) => employmentIds.map((employmentId) => ({ employmentId, period }))));
  }
  // The first month goes to Lessor; last month waits, locked and ready, for the newcomer to export.
  const [pkg] = await queryRows<{ id: number }>(db, sql`select id from export_packages where name = 'Søfolk M/F Havørnen'`);
  if (!pkg) throw new Error('Havørnens eksportpakke mangler');
  await callAs(db, 'planner@kaj.example', createLessorExport, { exportPackageID: Number(pkg.id), period: months[0], thisMonth: true });
}
