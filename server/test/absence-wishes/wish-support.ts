// The wish tests' world: the watch world with a Ferie account drawn by holiday watches, and employees who log in.
import { and, eq } from 'drizzle-orm';
import { addDays, dayType, weekday, type IsoDate } from '@kaj/domain';
import { notifications, users } from '../../src/db/schema/index.ts';
import { todayInCopenhagen } from '../../src/clock.ts';
import { crewMember, type WatchWorld } from '../planning/watch-support.ts';
import { buildPayAccount, buildRule, giveRule } from '../support/pay-config.ts';
import { client } from '../support/client.ts';
import { signedIn } from '../support/test-app.ts';

/** A Ferie account in days that every holiday watch draws from, 1 day per 7,4 hours, also ahead of today. */
export async function holidayAccount(world: WatchWorld) {
  const account = await buildPayAccount(world.test.db, { name: 'Ferie', unit: 'days' });
  const rule = await buildRule(world.test.db, {
    payAccountId: account.id,
    details: { kind: 'useFuture', propertyId: world.holiday, propertyId2: null, notPropertyId: null, notPropertyId2: null, factor: -1, fixedValue: null, useClockTime: false, hoursPrDay: 7.4, daysPrWeek: null, hourLimit: null, lessThan: false },
  });
  await giveRule(world.test.db, world.agreementId, rule.id);
  return account;
}

/** A crew member of the deck (employment without end) signed in as an employee. */
export async function employeeOf(world: WatchWorld, options: { departmentId?: number } = {}) {
  const member = await crewMember(world, { endDate: null, ...options });
  const session = await signedIn(world.test, ['Employee']);
  await world.test.db.update(users).set({ employeeId: member.employeeId }).where(eq(users.id, session.user.id));
  return { ...member, user: session.user, app: client(world.test, session.token) };
}

/** The Monday at least `days` days ahead, so a week of wishes lies in the future whatever today is. */
export function mondayAhead(days: number): IsoDate {
  let date = addDays(todayInCopenhagen(), days);
  while (weekday(date) !== 1) date = addDays(date, 1);
  return date;
}

/** The workdays from start to end: where a grant places the absence code. */
export function workdays(start: IsoDate, end: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let date = start; date <= end; date = addDays(date, 1)) if (dayType(date) === 'workday') days.push(date);
  return days;
}

export async function noticesOf(world: WatchWorld, userId: number, kind: string) {
  return world.test.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
}
