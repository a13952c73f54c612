// The exchange tests' crew: deck hands of one position group who log in, and watches placed by the planner.
import { addDays } from '@kaj/domain';
import { employmentProperties } from '../../src/db/schema/index.ts';
import { employeeOf, mondayAhead } from '../absence-wishes/wish-support.ts';
import { addPlanned, plansOf, type WatchWorld } from '../planning/watch-support.ts';
import { buildProperty } from '../support/organisation.ts';

export type CrewLogin = Awaited<ReturnType<typeof employeeOf>>;

/** A crew member who logs in, of the department and position group given (the deck's ratings unless told). */
export async function hand(world: WatchWorld, positionGroupId: number | null, departmentId = world.deck): Promise<CrewLogin> {
  const member = await employeeOf(world, { departmentId });
  if (positionGroupId !== null) await world.test.db.insert(employmentProperties).values({ employmentId: member.employmentId, propertyId: positionGroupId });
  return member;
}

export const positionGroup = async (world: WatchWorld, name: string) => (await buildProperty(world.test.db, 'positionGroup', { name })).id;

/** Places a code on a date as the planner and answers the plan's id. */
export async function planned(world: WatchWorld, employmentId: number, code: keyof WatchWorld['codes'], date: string): Promise<number> {
  const answer = await addPlanned(world, employmentId, code, date);
  if (answer.statusCode !== 200) throw new Error(answer.body);
  return (await plansOf(world.test.db, employmentId)).find((plan) => plan.startDate === date)!.id;
}

/** A weekday some weeks ahead, each test its own. */
let weeks = 3;
export const dayAhead = () => addDays(mondayAhead(7 * (weeks += 2)), 1);

/** An expiry the day before a date, at noon. */
export const expiryBefore = (date: string) => `${addDays(date, -1)}T12:00:00+01:00`;
