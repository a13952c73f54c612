import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { absenceWishes, auditTrail, properties } from '../../src/db/schema/index.ts';
import { crewMember, useWatchWorld, type WatchWorld } from '../planning/watch-support.ts';
import { client } from '../support/client.ts';
import { buildShip, plannerOf } from '../support/organisation.ts';
import { signedIn, type TestApp } from '../support/test-app.ts';

let test: TestApp;
let world: WatchWorld;
useWatchWorld((made) => {
  world = made;
  test = made.test;
});

/** A wish as the employee made it (written directly, to set its state and time; App/AskAbsenceWish is tested in wish-flow.test.ts). */
async function wish(employmentId: number, propertyId: number, startDate: string, endDate: string, status: 'outstanding' | 'granted' | 'rejected' = 'outstanding') {
  const [row] = await test.db
    .insert(absenceWishes)
    .values({ employmentId, propertyId, startDate, endDate, status, comment: 'Sommerhus', requestedAt: '2026-10-01T09:30:00+02:00' })
    .returning();
  return row!.id;
}

const outstanding = (departmentid: number, range: { start?: string; end?: string } = {}, as = world.planner) => as.post('Plan/GetOutstandingAbsenceWishes', range, { departmentid });

describe('outstanding absence wishes', () => {
  it('lists the outstanding wishes of a department and all below it, touching the range when given', async () => {
    const deckHand = await crewMember(world);
    const motorman = await crewMember(world, { departmentId: world.engine });
    const november = await wish(deckHand.employmentId, world.holiday, '2026-11-16', '2026-11-20');
    const december = await wish(motorman.employmentId, world.sick, '2026-12-01', '2026-12-05');
    await wish(deckHand.employmentId, world.holiday, '2026-12-07', '2026-12-11', 'granted');

    const deck = await outstanding(world.deck);
    expect(deck.statusCode).toBe(200);
    expect(deck.json()).toEqual([
      {
        absenceWishId: november,
        employeeId: deckHand.employeeId,
        employmentId: deckHand.employmentId,
        employeeName: expect.stringMatching(/ Testesen$/),
        propertyId: world.holiday,
        propertyName: 'Ferie',
        startDate: '2026-11-16',
        endDate: '2026-11-20',
        comment: 'Sommerhus',
        requestedAt: '2026-10-01T09:30:00+02:00',
      },
    ]);
    const [deckRow] = await test.db.select().from(properties).where(eq(properties.id, world.deck));
    const shipId = deckRow!.parentId;
    const wholeShip = (await outstanding(shipId!)).json() as { absenceWishId: number }[];
    expect(wholeShip.map((row) => row.absenceWishId)).toEqual([november, december]);
    const inDecember = (await outstanding(shipId!, { start: '2026-12-05', end: '2026-12-31' })).json() as { absenceWishId: number }[];
    expect(inDecember.map((row) => row.absenceWishId)).toEqual([december]);
    const untilNovember = (await outstanding(shipId!, { end: '2026-11-16' })).json() as { absenceWishId: number }[];
    expect(untilNovember.map((row) => row.absenceWishId)).toEqual([november]);
  });

  it('stops being outstanding when EmployeeAbsencePeriod grants a range covering it; others stay', async () => {
    const { employmentId } = await crewMember(world);
    const covered = await wish(employmentId, world.holiday, '2026-11-17', '2026-11-19');
    const longer = await wish(employmentId, world.holiday, '2026-11-16', '2026-11-30');
    const otherAbsence = await wish(employmentId, world.sick, '2026-11-17', '2026-11-18');

    const granted = await world.planner.post('Plan/EmployeeAbsencePeriod', undefined, { employmentId, start: '2026-11-16', end: '2026-11-22', propertyId: world.holiday });
    expect(granted.statusCode).toBe(200);
    const rows = await test.db.select().from(absenceWishes).where(eq(absenceWishes.employmentId, employmentId)).orderBy(absenceWishes.id);
    expect(rows.map((row) => [row.id, row.status])).toEqual([
      [covered, 'granted'],
      [longer, 'outstanding'],
      [otherAbsence, 'outstanding'],
    ]);
    const left = (await outstanding(world.deck)).json() as { absenceWishId: number }[];
    expect(left.map((row) => row.absenceWishId)).toEqual(expect.arrayContaining([longer, otherAbsence]));
    expect(left.map((row) => row.absenceWishId)).not.toContain(covered);
    const audit = await test.db.select().from(auditTrail).where(and(eq(auditTrail.entity, 'absenceWish'), eq(auditTrail.entityId, covered)));
    expect(audit).toMatchObject([{ action: 'grant', employmentId, date: '2026-11-17' }]);
  });

  it('refuses a department outside the planner’s reach, and employees, with 403', async () => {
    const { employmentId } = await crewMember(world);
    await wish(employmentId, world.holiday, '2026-11-02', '2026-11-03');
    const stranger = client(test, (await plannerOf(test, [(await buildShip(test.db)).ship.id])).token);
    const answer = await outstanding(world.deck, {}, stranger);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toBe('Afdelingen ligger uden for dine afdelinger.');
    const employee = client(test, (await signedIn(test, ['Employee'])).token);
    expect((await outstanding(world.deck, {}, employee)).statusCode).toBe(403);
    expect((await outstanding(world.deck, { start: '2026-11-30', end: '2026-11-01' })).json().message).toBe('end: Slutdatoen skal ligge efter startdatoen');
  });
});

describe('the codes a wish can be made with', () => {
  it('are the active codes whose every watch is an absence, for every role', async () => {
    const employee = client(test, (await signedIn(test, ['Employee'])).token);
    for (const as of [employee, world.planner]) {
      const answer = await as.post('Plan/GetAbsenceWishesTemplates');
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual([expect.objectContaining({ watchTemplateId: world.codes.FE, code: 'FE', startTime: '08:00', endTime: '15:24', active: true })]);
    }
  });
});
