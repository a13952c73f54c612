import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditTrail, crewLists, crewMembers, realisedWatches, watchTemplates } from '../../src/db/schema/index.ts';
import { buildTemplate, buildWatch } from '../planning/grid-fixtures.ts';
import { client, type Client } from '../support/client.ts';
import { buildAgreement, buildEmployee, buildEmployment, buildProperty, buildShip, plannerOf } from '../support/organisation.ts';
import { createTestApp, signedIn, type TestApp } from '../support/test-app.ts';

let test: TestApp;
let agreementId: number;
let template: Awaited<ReturnType<typeof buildTemplate>>;
beforeAll(async () => {
  test = await createTestApp();
  agreementId = (await buildAgreement(test.db)).id;
  template = await buildTemplate(test.db, { code: 'D1' });
});
afterAll(() => test.close());

async function crewMember(departmentId: number, lastName: string, propertyIds: number[] = []) {
  const employee = await buildEmployee(test.db, { firstName: 'Ane', lastName });
  const employment = await buildEmployment(test.db, { employeeId: employee.id, agreementId, departmentId, propertyIds });
  return { employee, employment };
}

const watch = (employmentId: number, date: string, startTime: string, endTime: string, cancelled = false) =>
  buildWatch(test.db, { employmentId, template, date, startTime, endTime, cancelled });

/** A ship with crew on and off watch on 3 November 2026, and a planner of it. */
async function shipWithCrew() {
  const { ship, deck, engine } = await buildShip(test.db, `M/F Havørnen ${Math.random().toString(36).slice(2, 6)}`);
  const bosun = await buildProperty(test.db, 'position', { name: 'Bådsmand' });
  const motorman = await buildProperty(test.db, 'position', { name: 'Motormand' });
  const deckBudget = await buildProperty(test.db, 'budget', { name: 'Dæk drift' });
  const andersen = await crewMember(deck.id, 'Andersen', [bosun.id, deckBudget.id]);
  const berg = await crewMember(engine.id, 'Berg', [motorman.id]);
  const cancelledOnly = await crewMember(deck.id, 'Carlsen');
  const evening = await crewMember(deck.id, 'Dahl');
  const andersenWatch = await watch(andersen.employment.id, '2026-11-03', '07:00', '15:00');
  const bergWatch = await watch(berg.employment.id, '2026-11-03', '06:00', '14:00');
  await watch(cancelledOnly.employment.id, '2026-11-03', '07:00', '15:00', true);
  await watch(evening.employment.id, '2026-11-03', '15:00', '23:00');
  const draft = await buildEmployee(test.db, { code: null, lastName: 'Andersen', masterId: andersen.employee.id });
  const draftEmployment = await buildEmployment(test.db, { employeeId: draft.id, agreementId, departmentId: deck.id });
  await watch(draftEmployment.id, '2026-11-03', '07:00', '15:00');
  const planner = client(test, (await plannerOf(test, [ship.id])).token);
  return { ship, deck, engine, bosun, deckBudget, andersen, berg, evening, andersenWatch, bergWatch, planner };
}

describe('crew lists', () => {
  it('creates a list from the crew with a realised watch on board at the time, with position and budget', async () => {
    const { ship, bosun, deckBudget, andersen, berg, andersenWatch, bergWatch, planner } = await shipWithCrew();
    const created = await planner.post('Plan/CreateCrewList', undefined, { date: '2026-11-03', time: '12:00', shipid: ship.id });
    expect(created.statusCode).toBe(200);
    const list = created.json();
    expect(list).toMatchObject({ shipId: ship.id, shipName: ship.name, date: '2026-11-03', time: '12:00', memberCount: 2 });
    expect(list.creationTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    expect(list.members).toEqual([
      {
        crewMemberId: expect.any(Number),
        code: andersen.employee.code,
        name: 'Ane Andersen',
        employeeID: andersen.employee.id,
        changeAddRemove: null,
        changetime: null,
        changeValidUntil: null,
        startDate: '2026-11-03',
        startTime: '07:00',
        endTime: '15:00',
        positionPropertyId: bosun.id,
        positionName: 'Bådsmand',
        budgetPropertyId: deckBudget.id,
        budgetName: 'Dæk drift',
        familyName: 'Andersen',
        givenNames: 'Ane',
        nationality: null,
        birthDate: andersen.employee.birthDate,
        birthPlace: null,
        identityDocumentType: null,
        identityDocumentNumber: null,
        identityDocumentExpiry: null,
      },
      expect.objectContaining({ employeeID: berg.employee.id, name: 'Ane Berg', startTime: '06:00', endTime: '14:00', positionName: 'Motormand', budgetPropertyId: null }),
    ]);
    const stored = await test.db.select().from(crewMembers).where(eq(crewMembers.crewListId, list.crewListId));
    expect(stored.map((member) => member.realisedWatchId).sort()).toEqual([andersenWatch.realisedWatchId, bergWatch.realisedWatchId].sort());

    const atThree = (await planner.post('Plan/CreateCrewList', undefined, { date: '2026-11-03', time: '15:00', shipid: ship.id })).json();
    expect(atThree.members.map((member: { name: string }) => member.name)).toEqual(['Ane Dahl']);

    const lists = (await planner.get('Plan/GetCrewLists', { date: '2026-11-03', shipid: ship.id })).json();
    expect(lists.map((header: { time: string; memberCount: number }) => [header.time, header.memberCount])).toEqual([
      ['12:00', 2],
      ['15:00', 1],
    ]);
    expect((await planner.get('Plan/GetCrewLists', { date: '2026-11-04', shipid: ship.id })).json()).toEqual([]);
    expect((await planner.get('Plan/GetCrewList', { listid: list.crewListId })).json()).toEqual(list);
    const audit = await test.db.select().from(auditTrail).where(and(eq(auditTrail.entity, 'crewList'), eq(auditTrail.entityId, list.crewListId)));
    expect(audit).toMatchObject([{ action: 'add', date: '2026-11-03' }]);
  });

  it('lists everyone aboard, not only those on watch: between the days of a tour, and on an "om bord" code that day', async () => {
    const { ship, deck, andersen, planner } = await shipWithCrew();
    // A two-day tour: 06-18 on 3 and 4 November under one plan; at 22:00 on the 3rd its seafarer is off watch but aboard.
    const touring = await crewMember(deck.id, 'Tur');
    const first = await watch(touring.employment.id, '2026-11-03', '06:00', '18:00');
    const { id: _firstId, ...firstDay } = (await test.db.select().from(realisedWatches).where(eq(realisedWatches.id, first.realisedWatchId)))[0]!;
    const [next] = await test.db
      .insert(realisedWatches)
      .values({ ...firstDay, startDate: '2026-11-04', startAt: '2026-11-04T05:00:00Z', endAt: '2026-11-04T17:00:00Z' })
      .returning();
    // A day on an "om bord" code that ended at 15:00, and one on a code ashore.
    const aboardCode = await buildTemplate(test.db, { code: 'OB' });
    await test.db.update(watchTemplates).set({ onBoard: true }).where(eq(watchTemplates.id, aboardCode.id));
    const dayAboard = await crewMember(deck.id, 'Ombord');
    const aboardWatch = await buildWatch(test.db, { employmentId: dayAboard.employment.id, template: aboardCode, date: '2026-11-03', startTime: '07:00', endTime: '15:00' });

    const list = (await planner.post('Plan/CreateCrewList', undefined, { date: '2026-11-03', time: '22:00', shipid: ship.id })).json();
    expect(list.members.map((member: { name: string }) => member.name)).toEqual(['Ane Dahl', 'Ane Ombord', 'Ane Tur']);
    const stored = await test.db.select().from(crewMembers).where(eq(crewMembers.crewListId, list.crewListId));
    expect(stored.map((member) => member.realisedWatchId)).toEqual(expect.arrayContaining([first.realisedWatchId, aboardWatch.realisedWatchId]));
    expect(next!.plannedWatchId).toBe(first.plannedWatchId);
    // Andersen's code is not marked aboard: after his watch he is ashore.
    expect(list.members.some((member: { employeeID: number }) => member.employeeID === andersen.employee.id)).toBe(false);
  });

  it('counts a night watch across the change to winter time by its real instants', async () => {
    const { ship, deck, planner } = await shipWithCrew();
    const night = await crewMember(deck.id, 'Nattevagt');
    await watch(night.employment.id, '2026-10-24', '22:00', '06:00');
    const list = (await planner.post('Plan/CreateCrewList', undefined, { date: '2026-10-25', time: '05:30', shipid: ship.id })).json();
    expect(list.members.map((member: { name: string; startDate: string }) => [member.name, member.startDate])).toEqual([['Ane Nattevagt', '2026-10-24']]);
  });

  it('adds employees and external members and takes members off with validUntil', async () => {
    const { ship, bosun, deckBudget, andersen, evening, planner } = await shipWithCrew();
    const list = (await planner.post('Plan/CreateCrewList', undefined, { date: '2026-11-03', time: '12:00', shipid: ship.id })).json();

    const added = await planner.post('Plan/AddCrewMember', undefined, { listid: list.crewListId, employeeId: evening.employee.id, positionId: bosun.id, budgetId: deckBudget.id, validUntil: '2026-11-10' });
    expect(added.statusCode).toBe(200);
    expect(added.json().memberCount).toBe(3);
    expect(added.json().members.find((member: { employeeID: number }) => member.employeeID === evening.employee.id)).toMatchObject({
      changeAddRemove: 'add',
      changeValidUntil: '2026-11-10',
      startDate: null,
      positionName: 'Bådsmand',
      budgetName: 'Dæk drift',
    });

    const pilot = await planner.post('Plan/AddExtCrewMember', undefined, { listid: list.crewListId, name: ' Lods Jens Hansen ', validUntil: '2026-11-03' });
    expect(pilot.json().members.at(-1)).toMatchObject({ name: 'Lods Jens Hansen', employeeID: null, code: null, changeAddRemove: 'add', changeValidUntil: '2026-11-03' });

    const andersenMember = list.members.find((member: { employeeID: number }) => member.employeeID === andersen.employee.id);
    const removed = await planner.post('Plan/RemoveCrewMember', undefined, { crewMemberId: andersenMember.crewMemberId, validUntil: '2026-11-05' });
    expect(removed.json().memberCount).toBe(3);
    expect(removed.json().members.find((member: { crewMemberId: number }) => member.crewMemberId === andersenMember.crewMemberId)).toMatchObject({
      changeAddRemove: 'remove',
      changeValidUntil: '2026-11-05',
      startTime: '07:00',
    });
    const audit = await test.db.select().from(auditTrail).where(and(eq(auditTrail.entity, 'crewMember'), eq(auditTrail.entityId, andersenMember.crewMemberId)));
    expect(audit.map((row) => row.action)).toEqual(['remove']);
  });

  it('refuses what does not fit, in Danish, changing nothing', async () => {
    const { ship, bosun, deckBudget, andersen, evening, planner } = await shipWithCrew();
    const list = (await planner.post('Plan/CreateCrewList', undefined, { date: '2026-11-03', time: '12:00', shipid: ship.id })).json();
    const andersenMember = list.members.find((member: { employeeID: number }) => member.employeeID === andersen.employee.id);
    const refusals: [Promise<{ statusCode: number; json(): { message: string } }>, string][] = [
      [planner.post('Plan/AddCrewMember', undefined, { listid: list.crewListId, employeeId: andersen.employee.id, validUntil: '2026-11-10' }), 'Medarbejderen står allerede på besætningslisten.'],
      [planner.post('Plan/AddCrewMember', undefined, { listid: list.crewListId, employeeId: evening.employee.id, positionId: deckBudget.id, validUntil: '2026-11-10' }), 'Dæk drift er ikke en stilling.'],
      [planner.post('Plan/AddCrewMember', undefined, { listid: list.crewListId, employeeId: evening.employee.id, budgetId: bosun.id, validUntil: '2026-11-10' }), 'Bådsmand er ikke et budget.'],
      [planner.post('Plan/AddCrewMember', undefined, { listid: list.crewListId, employeeId: evening.employee.id, validUntil: '2026-11-02' }), 'Datoen skal ligge på eller efter listens dato 3.11.2026.'],
      [planner.post('Plan/AddExtCrewMember', undefined, { listid: list.crewListId, name: '  ', validUntil: '2026-11-10' }), 'Navnet skal udfyldes.'],
      [planner.post('Plan/RemoveCrewMember', undefined, { crewMemberId: andersenMember.crewMemberId, validUntil: '2026-11-01' }), 'Datoen skal ligge på eller efter listens dato 3.11.2026.'],
      [planner.post('Plan/CreateCrewList', undefined, { date: '2026-11-03', time: '25:00', shipid: ship.id }), 'Tidspunktet skal skrives TT:MM.'],
    ];
    for (const [call, message] of refusals) {
      const answer = await call;
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(message);
    }
    await planner.post('Plan/RemoveCrewMember', undefined, { crewMemberId: andersenMember.crewMemberId, validUntil: '2026-11-04' });
    const again = await planner.post('Plan/RemoveCrewMember', undefined, { crewMemberId: andersenMember.crewMemberId, validUntil: '2026-11-05' });
    expect(again.json().message).toBe('Personen er allerede taget af besætningslisten.');
    const members = await test.db.select().from(crewMembers).where(eq(crewMembers.crewListId, list.crewListId));
    expect(members).toHaveLength(2);
    expect(members.find((member) => member.id === andersenMember.crewMemberId)).toMatchObject({ changeAddRemove: 'remove', changeValidUntil: '2026-11-04' });
    expect(await test.db.select().from(crewLists).where(eq(crewLists.shipPropertyId, ship.id))).toHaveLength(1);
  });
});

describe('who reaches which crew lists', () => {
  let other: Awaited<ReturnType<typeof shipWithCrew>>;
  let mine: Awaited<ReturnType<typeof shipWithCrew>>;
  let listId: number;
  beforeAll(async () => {
    mine = await shipWithCrew();
    other = await shipWithCrew();
    listId = (await mine.planner.post('Plan/CreateCrewList', undefined, { date: '2026-11-03', time: '12:00', shipid: mine.ship.id })).json().crewListId;
  });

  it('lists the ships in reach: a ship is a department with departments below it', async () => {
    const ships = (await mine.planner.get('Plan/GetCrewListShips')).json();
    expect(ships).toEqual([{ shipId: mine.ship.id, name: mine.ship.name, code: mine.ship.code }]);
    const admin = client(test, (await signedIn(test, ['Admin'])).token);
    const all = (await admin.get('Plan/GetCrewListShips')).json() as { shipId: number }[];
    expect(all.map((ship) => ship.shipId)).toEqual(expect.arrayContaining([mine.ship.id, other.ship.id]));
    expect(all.map((ship) => ship.shipId)).not.toContain(mine.deck.id);
  });

  it('lets the ship’s own login keep its lists, an approver read them, and refuses the others with 403', async () => {
    const shipLogin: Client = client(test, (await plannerOf(test, [mine.ship.id], 'Ship')).token);
    expect((await shipLogin.post('Plan/AddExtCrewMember', undefined, { listid: listId, name: 'Tekniker Lund', validUntil: '2026-11-04' })).statusCode).toBe(200);
    const approver: Client = client(test, (await plannerOf(test, [mine.ship.id], 'Approver')).token);
    expect((await approver.get('Plan/GetCrewList', { listid: listId })).statusCode).toBe(200);
    expect((await approver.post('Plan/AddExtCrewMember', undefined, { listid: listId, name: 'X', validUntil: '2026-11-04' })).statusCode).toBe(403);

    const before = await test.db.select().from(crewMembers).where(eq(crewMembers.crewListId, listId));
    expect((await other.planner.get('Plan/GetCrewList', { listid: listId })).statusCode).toBe(403);
    expect((await other.planner.post('Plan/CreateCrewList', undefined, { date: '2026-11-03', time: '12:00', shipid: mine.ship.id })).statusCode).toBe(403);
    expect((await other.planner.post('Plan/AddCrewMember', undefined, { listid: listId, employeeId: other.andersen.employee.id, validUntil: '2026-11-04' })).statusCode).toBe(403);
    expect((await mine.planner.post('Plan/AddCrewMember', undefined, { listid: listId, employeeId: other.andersen.employee.id, validUntil: '2026-11-04' })).statusCode).toBe(403);
    expect((await other.planner.post('Plan/RemoveCrewMember', undefined, { crewMemberId: before[0]!.id, validUntil: '2026-11-04' })).statusCode).toBe(403);
    expect(await test.db.select().from(crewMembers).where(eq(crewMembers.crewListId, listId))).toEqual(before);
    expect(await test.db.select().from(crewLists).where(eq(crewLists.shipPropertyId, mine.ship.id))).toHaveLength(1);
    const notAShip = await mine.planner.post('Plan/CreateCrewList', undefined, { date: '2026-11-03', time: '12:00', shipid: mine.deck.id });
    expect(notAShip.statusCode).toBe(404);
    expect(notAShip.json().message).toBe('Skibet findes ikke.');
  });
});
