import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays } from '@kaj/domain';
import { agreementProperties, auditTrail, employments } from '../../src/db/schema/index.ts';
import { plansOf, watchWorld, type WatchWorld } from '../planning/watch-support.ts';
import { client, type Client } from '../support/client.ts';
import { buildAgreement, buildProperty, buildShip, plannerOf } from '../support/organisation.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { employeeOf, holidayAccount, mondayAhead, noticesOf, workdays } from './wish-support.ts';

// Absence wishes end to end over HTTP (issue 16): the employee asks, sees the effect and may withdraw; the planner
// grants all or part of it through EmployeeAbsencePeriod's path, or rejects it; both are told.

let test: TestApp;
let world: WatchWorld;
let planner: { client: Client; userId: number };
beforeAll(async () => {
  test = await createTestApp();
  world = await watchWorld(test);
  await holidayAccount(world);
  const session = await plannerOf(test, [world.deck]);
  planner = { client: client(test, session.token), userId: session.user.id };
});
afterAll(() => test.close());

const monday = () => mondayAhead(21);

describe('the employee asks', () => {
  it('sees the absences they may wish for and the effect on their balance, sends the wish, and the planners are told', async () => {
    const sofie = await employeeOf(world);
    const kinds = await sofie.app.get('App/GetAbsenceWishKinds');
    expect(kinds.json()).toEqual([{ propertyId: world.holiday, name: 'Ferie', code: 'FE', color: '#3f51b5' }]);

    const start = monday();
    const wish = { propertyId: world.holiday, startDate: start, endDate: addDays(start, 6), comment: 'Sommerhus' };
    const days = workdays(start, addDays(start, 6));
    const preview = await sofie.app.post('App/PreviewAbsenceWish', wish);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ placedDays: days, markedDays: [], refusal: null, restBreaches: [] });
    expect(preview.json().balances).toEqual([expect.objectContaining({ payAccountName: 'Ferie', unit: 'days', before: 0, after: -days.length })]);
    expect(await plansOf(test.db, sofie.employmentId)).toEqual([]);

    const asked = await sofie.app.post('App/AskAbsenceWish', wish);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ status: 'outstanding', startDate: start, propertyName: 'Ferie', comment: 'Sommerhus', grantedStart: null, decidedBy: null });
    const notices = await noticesOf(world, planner.userId, 'wishWaiting');
    expect(notices.map((notice) => notice.body)).toContainEqual(expect.stringMatching(/ønsker ferie .*\nKommentar: Sommerhus$/));
    const mine = (await sofie.app.get('App/GetAbsenceWishes')).json() as { absenceWishId: number }[];
    expect(mine.map((each) => each.absenceWishId)).toEqual([asked.json().absenceWishId]);
  });

  it('refuses a wish before today, of an absence not offered, over another wish, or beyond the employment, with the reason', async () => {
    const sofie = await employeeOf(world);
    const start = monday();
    const ask = (body: object) => sofie.app.post('App/AskAbsenceWish', { propertyId: world.holiday, startDate: start, endDate: addDays(start, 2), ...body });
    expect((await ask({ startDate: '2020-01-06', endDate: '2020-01-07' })).json().message).toBe('Et ønske kan ikke begynde før i dag.');
    expect((await ask({ propertyId: world.sick })).json().message).toBe('Du kan ikke ønske dette fravær. Vælg et af dem på listen.');
    expect((await ask({})).statusCode).toBe(200);
    const again = await ask({ startDate: addDays(start, 2), endDate: addDays(start, 4) });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/^Du har allerede ønsket fravær /);
    await test.db.update(employments).set({ endDate: addDays(start, 10) }).where(eq(employments.id, sofie.employmentId));
    expect((await ask({ startDate: addDays(start, 7), endDate: addDays(start, 14) })).json().message).toMatch(/^Ønsket rækker ud over din ansættelses slut den /);
  });

  it('offers only the absences the agreement lists, when it lists any', async () => {
    const timeOff = await buildProperty(test.db, 'absence', { name: 'Afspadsering' });
    await world.admin.post('WatchTemplate/SaveWatchTemplate', { code: 'AF', color: '#795548', details: [{ startTime: '08:00', endTime: '15:24', properties: [{ propertyId: timeOff.id }] }], subTemplates: [] }, { replace: false });
    const sofie = await employeeOf(world);
    expect(((await sofie.app.get('App/GetAbsenceWishKinds')).json() as { name: string }[]).map((kind) => kind.name)).toEqual(['Afspadsering', 'Ferie']);
    const listing = await buildAgreement(test.db);
    await test.db.insert(agreementProperties).values({ agreementId: listing.id, propertyId: timeOff.id });
    await test.db.update(employments).set({ agreementId: listing.id }).where(eq(employments.id, sofie.employmentId));
    expect(((await sofie.app.get('App/GetAbsenceWishKinds')).json() as { name: string }[]).map((kind) => kind.name)).toEqual(['Afspadsering']);
  });

  it('withdraws their own wish while it is outstanding, and the planners are told', async () => {
    const sofie = await employeeOf(world);
    const colleague = await employeeOf(world);
    const start = addDays(monday(), 7);
    const { absenceWishId } = (await sofie.app.post('App/AskAbsenceWish', { propertyId: world.holiday, startDate: start, endDate: start })).json();
    expect((await colleague.app.post('App/WithdrawAbsenceWish', { absenceWishId })).statusCode).toBe(403);
    const withdrawn = await sofie.app.post('App/WithdrawAbsenceWish', { absenceWishId });
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn' });
    expect((await sofie.app.post('App/WithdrawAbsenceWish', { absenceWishId })).json()).toMatchObject({ message: 'Ønsket er allerede trukket tilbage.' });
    expect((await noticesOf(world, planner.userId, 'wishWaiting')).map((notice) => notice.title)).toContain('Et fraværsønske er trukket tilbage');
  });
});

describe('the planner decides', () => {
  it('grants a part of a wish: the absence is placed on that part only, the wish is granted with it, and the employee is told', async () => {
    const sofie = await employeeOf(world);
    const start = monday();
    const { absenceWishId } = (await sofie.app.post('App/AskAbsenceWish', { propertyId: world.holiday, startDate: start, endDate: addDays(start, 4) })).json();
    const part = { start: addDays(start, 1), end: addDays(start, 3) };
    const preview = await planner.client.post('Plan/PreviewAbsenceWishGrant', part, { absenceWishId });
    expect(preview.json()).toMatchObject({ placedDays: workdays(part.start, part.end), refusal: null });
    expect((await planner.client.post('Plan/GrantAbsenceWish', { start, end: addDays(start, 9) }, { absenceWishId })).json().message).toBe('Den bevilgede del skal ligge inden for ønsket.');

    const granted = await planner.client.post('Plan/GrantAbsenceWish', { ...part, comment: 'Mandag og fredag er der dok.' }, { absenceWishId });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ status: 'granted', grantedStart: part.start, grantedEnd: part.end, decisionComment: 'Mandag og fredag er der dok.', decidedBy: expect.any(String) });
    expect((await plansOf(test.db, sofie.employmentId)).map((plan) => plan.startDate)).toEqual(workdays(part.start, part.end));
    const [notice] = await noticesOf(world, sofie.user.id, 'wishDecided');
    expect(notice).toMatchObject({ title: 'Dit ønske om ferie er bevilget', link: '/my/wishes' });
    expect(notice!.body).toMatch(/^Af dit ønske om ferie .* er .* bevilget\.\nKommentar: Mandag og fredag er der dok\.$/);
    const audit = await test.db.select().from(auditTrail).where(and(eq(auditTrail.entity, 'absenceWish'), eq(auditTrail.entityId, absenceWishId)));
    expect(audit.map((row) => row.action)).toEqual(['add', 'grant']);
    expect(((await planner.client.post('Plan/GetOutstandingAbsenceWishes', {}, { departmentid: world.deck })).json() as { absenceWishId: number }[]).map((w) => w.absenceWishId)).not.toContain(absenceWishId);
  });

  it('rejects a wish with a comment the employee is told; a decided wish is not decided again', async () => {
    const sofie = await employeeOf(world);
    const start = addDays(monday(), 14);
    const { absenceWishId } = (await sofie.app.post('App/AskAbsenceWish', { propertyId: world.holiday, startDate: start, endDate: start })).json();
    expect((await planner.client.post('Plan/RejectAbsenceWish', { comment: '' }, { absenceWishId })).json().message).toBe('comment: Skriv hvorfor ønsket afvises; medarbejderen ser kommentaren.');
    const rejected = await planner.client.post('Plan/RejectAbsenceWish', { comment: 'Vi mangler en matros den uge.' }, { absenceWishId });
    expect(rejected.json()).toMatchObject({ status: 'rejected', decisionComment: 'Vi mangler en matros den uge.' });
    const [notice] = await noticesOf(world, sofie.user.id, 'wishDecided');
    expect(notice).toMatchObject({ title: 'Dit ønske om ferie er afvist' });
    const late = await planner.client.post('Plan/GrantAbsenceWish', { start, end: start }, { absenceWishId });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Ønsket er allerede afvist.');
    expect(await plansOf(test.db, sofie.employmentId)).toEqual([]);
  });

  it('refuses a planner of another ship with 403, and changes nothing', async () => {
    const sofie = await employeeOf(world);
    const start = addDays(monday(), 21);
    const { absenceWishId } = (await sofie.app.post('App/AskAbsenceWish', { propertyId: world.holiday, startDate: start, endDate: start })).json();
    const { ship } = await buildShip(test.db);
    const stranger = client(test, (await plannerOf(test, [ship.id])).token);
    for (const path of ['Plan/GrantAbsenceWish', 'Plan/PreviewAbsenceWishGrant']) expect((await stranger.post(path, { start, end: start }, { absenceWishId })).statusCode).toBe(403);
    expect((await stranger.post('Plan/RejectAbsenceWish', { comment: 'Nej' }, { absenceWishId })).statusCode).toBe(403);
    expect((await sofie.app.get('App/GetAbsenceWishes')).json()).toMatchObject([{ absenceWishId, status: 'outstanding' }]);
  });

  it('lets exactly one of two planners granting the same wish at once succeed, and places the absence once', async () => {
    const sofie = await employeeOf(world);
    const start = addDays(monday(), 28);
    const end = addDays(start, 4);
    const { absenceWishId } = (await sofie.app.post('App/AskAbsenceWish', { propertyId: world.holiday, startDate: start, endDate: end })).json();
    const answers = await Promise.all([planner.client, world.admin, world.planner].map((as) => as.post('Plan/GrantAbsenceWish', { start, end }, { absenceWishId })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().message)).toEqual(['Ønsket er allerede bevilget.', 'Ønsket er allerede bevilget.']);
    expect((await plansOf(test.db, sofie.employmentId)).map((plan) => plan.startDate)).toEqual(workdays(start, end));
    expect(await noticesOf(world, sofie.user.id, 'wishDecided')).toHaveLength(1);
  });
});
