import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { auditTrail, employmentProperties, manningRequirements, watchTemplates } from '../../src/db/schema/index.ts';
import { createTestApp, signedIn, type TestApp } from '../support/test-app.ts';
import { client, type Client } from '../support/client.ts';
import { buildProperty, buildShip, plannerOf } from '../support/organisation.ts';
import { addPlanned, crewMember, watchWorld, type WatchWorld } from '../planning/watch-support.ts';
import { pdfText } from '../reports/pdf-text.ts';

// Safe manning (bemandingskrav, issue 20): the documents within reach and bounds, versions from a date, the need
// line counting who is aboard (not on holiday), and the month's shortfalls per ship as JSON and PDF.

let test: TestApp;
let world: WatchWorld;
let stranger: Client;
let officers: number;
let ratings: number;
beforeAll(async () => {
  test = await createTestApp();
  world = await watchWorld(test);
  const other = await buildShip(test.db);
  stranger = client(test, (await plannerOf(test, [other.ship.id])).token);
  officers = (await buildProperty(test.db, 'positionGroup', { name: 'Dæksofficerer' })).id;
  ratings = (await buildProperty(test.db, 'positionGroup', { name: 'Dæksmandskab' })).id;
  // The watch codes the crew is aboard on; FE (holiday) is not.
  await test.db.update(watchTemplates).set({ onBoard: true }).where(inArray(watchTemplates.id, [world.codes.D1, world.codes.D2, world.codes.N1]));
});
afterAll(() => test.close());

const save = (as: Client, body: Record<string, unknown>) => as.post('Plan/SaveManningDocument', body);

async function officer(positionGroupId = officers) {
  const member = await crewMember(world);
  await test.db.insert(employmentProperties).values({ employmentId: member.employmentId, propertyId: positionGroupId });
  return member;
}

describe('manning documents', () => {
  it('a planner saves a version, edits it, moves its date and deletes it, each in the audit trail', async () => {
    const body = { departmentId: world.deck, validFrom: '2026-01-01', lines: [{ positionGroupId: officers, watchTemplateId: world.codes.D1, minimum: 2 }, { positionGroupId: ratings, watchTemplateId: null, minimum: 1 }] };
    const created = await save(world.planner, body);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      departmentId: world.deck,
      departmentName: 'Dæk',
      validFrom: '2026-01-01',
      lines: [
        { positionGroupName: 'Dæksmandskab', code: null, minimum: 1 },
        { positionGroupName: 'Dæksofficerer', code: 'D1', minimum: 2 },
      ],
    });
    const moved = await save(world.planner, { ...body, previousValidFrom: '2026-01-01', validFrom: '2026-02-01', lines: [{ positionGroupId: officers, watchTemplateId: world.codes.N1, minimum: 1 }] });
    expect(moved.json()).toMatchObject({ validFrom: '2026-02-01', lines: [{ code: 'N1', minimum: 1 }] });
    const listed = (await world.planner.get('Plan/GetManningDocuments', { departmentid: world.deck })).json() as { validFrom: string }[];
    expect(listed.map((document) => document.validFrom)).toEqual(['2026-02-01']);
    expect((await world.planner.post('Plan/DeleteManningDocument', undefined, { departmentid: world.deck, validFrom: '2026-02-01' })).statusCode).toBe(204);
    expect(await test.db.select().from(manningRequirements).where(eq(manningRequirements.departmentPropertyId, world.deck))).toEqual([]);
    const audit = await test.db.select().from(auditTrail).where(and(eq(auditTrail.entity, 'manningDocument'), eq(auditTrail.entityId, world.deck)));
    expect(audit.map((row) => row.action)).toEqual(['add', 'change', 'remove']);
  });

  it('reaches only the departments the planner plans: 403 and nothing listed', async () => {
    const body = { departmentId: world.deck, validFrom: '2026-03-01', lines: [{ positionGroupId: officers, watchTemplateId: null, minimum: 1 }] };
    expect((await save(stranger, body)).statusCode).toBe(403);
    expect((await save(world.planner, body)).statusCode).toBe(200);
    expect((await stranger.post('Plan/DeleteManningDocument', undefined, { departmentid: world.deck, validFrom: '2026-03-01' })).statusCode).toBe(403);
    expect((await stranger.get('Plan/GetManningDocuments', { departmentid: world.deck })).statusCode).toBe(403);
    expect((await stranger.get('Plan/GetManningDocuments')).json()).toEqual([]);
    const ship = client(test, (await signedIn(test, ['Ship'])).token);
    expect((await ship.get('Plan/GetManningDocuments')).statusCode).toBe(403);
    await world.planner.post('Plan/DeleteManningDocument', undefined, { departmentid: world.deck, validFrom: '2026-03-01' });
  });

  it('refuses bad documents with a Danish reason and changes nothing', async () => {
    await save(world.planner, { departmentId: world.deck, validFrom: '2026-04-01', lines: [{ positionGroupId: officers, watchTemplateId: null, minimum: 1 }] });
    const line = { positionGroupId: officers, watchTemplateId: null, minimum: 1 };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ departmentId: world.deck, validFrom: '2026-05-01', lines: [] }, /mindst én linje/],
      [{ departmentId: world.deck, validFrom: '2026-05-01', lines: [line, line] }, /to gange/],
      [{ departmentId: world.deck, validFrom: '2026-05-01', lines: [{ ...line, minimum: 0 }] }, /fra 1 til 99/],
      [{ departmentId: world.deck, validFrom: '2026-05-01', lines: [{ ...line, minimum: 100 }] }, /fra 1 til 99/],
      [{ departmentId: world.deck, validFrom: '2026-02-30', lines: [line] }, /dato/i],
      [{ departmentId: world.deck, validFrom: '2026-05-01', lines: [{ ...line, positionGroupId: world.sailing }] }, /stillingsgruppe.*findes ikke/],
      [{ departmentId: world.deck, validFrom: '2026-05-01', lines: [{ ...line, watchTemplateId: world.codes.OLD }] }, /deaktiveret/],
      [{ departmentId: world.sailing, validFrom: '2026-05-01', lines: [line] }, /Afdelingen findes ikke/],
      [{ departmentId: world.deck, validFrom: '2026-04-01', lines: [line] }, /allerede et bemandingskrav gældende fra 1\.4\.2026/],
    ];
    const before = await test.db.select().from(manningRequirements);
    for (const [body, message] of cases) {
      const response = await save(world.admin, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body).toMatch(message);
    }
    expect(await test.db.select().from(manningRequirements)).toEqual(before);
    expect((await save(world.admin, { departmentId: world.deck, validFrom: '2026-05-01', previousValidFrom: '2026-06-01', lines: [line] })).statusCode).toBe(404);
    await world.planner.post('Plan/DeleteManningDocument', undefined, { departmentid: world.deck, validFrom: '2026-04-01' });
  });

  it('keeps a watch code a document names from being deleted, with the reason', async () => {
    const code = await world.admin.post('WatchTemplate/SaveWatchTemplate', { code: 'B1', color: '#3f51b5', details: [{ startTime: '06:00', endTime: '12:00', properties: [] }], subTemplates: [] }, { replace: false });
    const watchTemplateId = code.json().watchTemplateId as number;
    await save(world.planner, { departmentId: world.deck, validFrom: '2026-07-01', lines: [{ positionGroupId: officers, watchTemplateId, minimum: 1 }] });
    const refused = await world.admin.get('WatchTemplate/DeleteWatchTemplateById', { id: watchTemplateId });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatch(/bruges i et bemandingskrav/);
    await world.planner.post('Plan/DeleteManningDocument', undefined, { departmentid: world.deck, validFrom: '2026-07-01' });
    expect((await world.admin.get('WatchTemplate/DeleteWatchTemplateById', { id: watchTemplateId })).statusCode).toBe(204);
  });
});

describe('the need line and the shortfall report', () => {
  it('counts the officers aboard per day and code, not on holiday, by the version in force', async () => {
    const a = await officer();
    const b = await officer();
    const rating = await officer(ratings);
    await save(world.planner, { departmentId: world.deck, validFrom: '2026-01-01', lines: [{ positionGroupId: officers, watchTemplateId: world.codes.D1, minimum: 2 }] });
    await save(world.planner, { departmentId: world.deck, validFrom: '2026-11-03', lines: [{ positionGroupId: officers, watchTemplateId: world.codes.D1, minimum: 1 }, { positionGroupId: officers, watchTemplateId: null, minimum: 2 }] });
    for (const [member, code, date] of [[a, 'D1', '2026-11-01'], [b, 'D1', '2026-11-01'], [a, 'D1', '2026-11-02'], [rating, 'D1', '2026-11-02'], [a, 'D1', '2026-11-03'], [b, 'FE', '2026-11-03']] as const) {
      expect((await addPlanned(world, member.employmentId, code, date)).statusCode).toBe(200);
    }
    const need = await world.planner.get('Plan/GetManningNeed', { departmentid: world.deck, start: '2026-11-01', end: '2026-11-03' });
    expect(need.statusCode).toBe(200);
    const lines = need.json() as { code: string | null; days: { required: number | null; planned: number }[] }[];
    expect(lines.map((line) => [line.code, line.days.map((day) => `${day.planned}/${day.required ?? '-'}`)])).toEqual([
      [null, ['0/-', '0/-', '1/2']],
      ['D1', ['2/2', '1/2', '1/1']],
    ]);
    // The ship's own login reads the line; the other ship's planner does not.
    const ship = await plannerOf(test, [world.deck], 'Ship');
    expect((await client(test, ship.token).get('Plan/GetManningNeed', { departmentid: world.deck, start: '2026-11-01', end: '2026-11-03' })).statusCode).toBe(200);
    expect((await stranger.get('Plan/GetManningNeed', { departmentid: world.deck, start: '2026-11-01', end: '2026-11-03' })).statusCode).toBe(403);

    const report = await world.planner.get('Report/GetManningShortfalls', { period: '2026-11-01', shipid: world.deck });
    expect(report.statusCode).toBe(200);
    const days = report.json() as { date: string; text: string }[];
    expect(days.slice(0, 2)).toEqual([
      expect.objectContaining({ date: '2026-11-02', text: 'Mangler 1 Dæksofficerer (D1)', required: 2, planned: 1 }),
      expect.objectContaining({ date: '2026-11-03', text: 'Mangler 1 Dæksofficerer', required: 2, planned: 1 }),
    ]);
    // From the 4th, nobody is planned: both lines short every day to the 30th.
    expect(days).toHaveLength(2 + 27 * 2);

    const pdf = await world.planner.get('Report/GetManningShortfallsPdf', { period: '2026-11-01', shipid: world.deck });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Manglende bemanding Dæk');
    expect(text).toContain('november 2026: 29 dage med mangler');
    expect((await stranger.get('Report/GetManningShortfalls', { period: '2026-11-01', shipid: world.deck })).statusCode).toBe(403);
    expect((await world.planner.get('Report/GetManningShortfalls', { period: '2026-11-02', shipid: world.deck })).statusCode).toBe(400);
  });
});
