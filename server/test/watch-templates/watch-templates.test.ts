import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { watchDetails, watchTemplates } from '../../src/db/schema/index.ts';
import { createTestApp, signedIn, type TestApp } from '../support/test-app.ts';
import { client, type Client } from '../support/client.ts';
import { buildProperty } from '../support/organisation.ts';

let test: TestApp;
let admin: Client;
let planner: { user: { id: number }; as: Client };
let sailing: number;
let supplement: number;
beforeAll(async () => {
  test = await createTestApp();
  admin = client(test, (await signedIn(test, ['Admin'])).token);
  const session = await signedIn(test, ['Planner']);
  planner = { user: session.user, as: client(test, session.token) };
  sailing = (await buildProperty(test.db, 'watchType', { name: 'Sejlads' })).id;
  supplement = (await buildProperty(test.db, 'supplement', { name: 'Overtid' })).id;
});
afterAll(() => test.close());

let codes = 0;
const nextCode = () => `K${(codes += 1)}`;
const templateCount = async () => (await test.db.select({ n: count() }).from(watchTemplates))[0]!.n;
const stored = async (id: number) => (await test.db.select().from(watchTemplates).where(eq(watchTemplates.id, id)))[0];
const saveAs = (as: Client, body: Record<string, unknown>, replace = false) => as.post('WatchTemplate/SaveWatchTemplate', { color: '#3f51b5', ...body }, { replace });

describe('saving watch templates', () => {
  it('saves a code with two watches across midnight, paid minutes, properties with values and a later day', async () => {
    const response = await saveAs(admin, {
      code: 'N2',
      description: 'Nat med pause',
      sortGroup: 2,
      details: [
        { startTime: '18:00', endTime: '23:00', properties: [{ propertyId: sailing }] },
        { startTime: '23:30', endTime: '06:00', totalTime: 360, properties: [{ propertyId: sailing }, { propertyId: supplement, value: 2.5 }] },
      ],
      subTemplates: [{ dayOffsetId: 1, details: [{ startTime: '06:00', endTime: '06:00' }] }],
    });
    expect(response.statusCode).toBe(200);
    const template = response.json();
    expect(template).toMatchObject({ code: 'N2', active: true, sortGroup: 2, planUserId: null, canBeDeleted: true });
    expect(template.details.map((d: { startTime: string; endTime: string; totalTime: number }) => [d.startTime, d.endTime, d.totalTime])).toEqual([
      ['18:00', '23:00', 300],
      ['23:30', '06:00', 360],
    ]);
    expect(template.details[1].properties).toEqual([
      expect.objectContaining({ propertyId: sailing, name: 'Sejlads', value: null }),
      expect.objectContaining({ propertyId: supplement, name: 'Overtid', value: 2.5 }),
    ]);
    expect(template.subTemplates).toEqual([expect.objectContaining({ dayOffsetId: 1, details: [expect.objectContaining({ startTime: '06:00', endTime: '06:00', totalTime: 1440 })] })]);
    expect((await admin.get('WatchTemplate/GetWatchTemplateById', { id: template.watchTemplateId })).json()).toEqual(template);
    const summary = (await admin.get('WatchTemplate/GetWatchTemplates')).json().find((t: { code: string }) => t.code === 'N2');
    expect(summary).toMatchObject({ startTime: '18:00', endTime: '23:00', totalTime: 300 + 360 + 1440, days: 2 });
  });

  it('edits a template in place, replacing its watches', async () => {
    const code = nextCode();
    const created = (await saveAs(admin, { code, details: [{ startTime: '06:00', endTime: '14:00' }] })).json();
    const edited = await saveAs(admin, { watchTemplateId: created.watchTemplateId, code, color: '#ff0000', details: [{ startTime: '07:00', endTime: '15:00', totalTime: 450 }] });
    expect(edited.json()).toMatchObject({ watchTemplateId: created.watchTemplateId, color: '#ff0000' });
    expect(edited.json().details.map((d: { startTime: string; totalTime: number }) => [d.startTime, d.totalTime])).toEqual([['07:00', 450]]);
    expect(await test.db.select().from(watchDetails).where(eq(watchDetails.watchTemplateId, created.watchTemplateId))).toHaveLength(1);
  });

  it('refuses a code already active, a paid time longer than the watch, a repeated day, and a value where none belongs, saving nothing', async () => {
    const code = nextCode();
    await saveAs(admin, { code, details: [{ startTime: '06:00', endTime: '14:00' }] });
    const before = await templateCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ code: code.toLowerCase(), details: [{ startTime: '06:00', endTime: '14:00' }] }, `Der findes allerede en aktiv vagtkode ${code.toLowerCase()}.`],
      [{ code: nextCode(), details: [{ startTime: '22:00', endTime: '06:00', totalTime: 481 }] }, 'Den betalte tid for vagten 22:00-06:00 kan højst være 480 minutter.'],
      [
        { code: nextCode(), details: [{ startTime: '06:00', endTime: '18:00' }], subTemplates: [1, 1].map((dayOffsetId) => ({ dayOffsetId, details: [{ startTime: '06:00', endTime: '18:00' }] })) },
        'Dag 2 af vagtkoden er angivet to gange.',
      ],
      [{ code: nextCode(), details: [{ startTime: '06:00', endTime: '14:00', properties: [{ propertyId: sailing, value: 1 }] }] }, 'Sejlads (Vagttype) kan ikke have en værdi.'],
      [{ code: nextCode(), details: [] }, 'Vagtkoden skal have mindst én vagt'],
      [{ code: nextCode(), color: 'blå', details: [{ startTime: '06:00', endTime: '14:00' }] }, 'Farven skal skrives #rrggbb'],
    ];
    for (const [body, message] of cases) {
      const response = await saveAs(admin, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect(await templateCount()).toBe(before);
  });

  it('saves with replace=true as a new template that replaces the old, deactivated one', async () => {
    const code = nextCode();
    const old = (await saveAs(admin, { code, details: [{ startTime: '06:00', endTime: '14:00' }] })).json();
    const response = await saveAs(admin, { watchTemplateId: old.watchTemplateId, code, details: [{ startTime: '06:00', endTime: '13:00' }] }, true);
    expect(response.statusCode).toBe(200);
    const replacement = response.json();
    expect(replacement.watchTemplateId).not.toBe(old.watchTemplateId);
    expect(replacement).toMatchObject({ code, active: true });
    expect(await stored(old.watchTemplateId)).toMatchObject({ active: false, replacementWatchTemplateId: replacement.watchTemplateId });
  });
});

describe('palettes', () => {
  it("keeps a planner's palette beside the shared templates, and shows it to other planners", async () => {
    const own = (await saveAs(planner.as, { code: nextCode(), planUserId: planner.user.id, details: [{ startTime: '08:00', endTime: '16:00' }] })).json();
    const shared = (await saveAs(planner.as, { code: nextCode(), details: [{ startTime: '08:00', endTime: '16:00' }] })).json();
    const other = await signedIn(test, ['Planner']);
    const theirs = (await saveAs(client(test, other.token), { code: nextCode(), planUserId: other.user.id, details: [{ startTime: '08:00', endTime: '16:00' }] })).json();
    const palette = (await planner.as.get('WatchTemplate/GetWatchTemplates')).json().map((t: { watchTemplateId: number }) => t.watchTemplateId);
    expect(palette).toEqual(expect.arrayContaining([own.watchTemplateId, shared.watchTemplateId]));
    expect(palette).not.toContain(theirs.watchTemplateId);
    const others = (await planner.as.get('WatchTemplate/GetOtherWatchTemplates', { userid: other.user.id })).json();
    expect(others.map((t: { watchTemplateId: number }) => t.watchTemplateId)).toEqual([theirs.watchTemplateId]);
    const owners = (await planner.as.get('WatchTemplate/GetPlanUsersWithWatchTemplates')).json();
    expect(owners).toEqual(expect.arrayContaining([expect.objectContaining({ planUserId: planner.user.id, watchTemplateCount: 1 })]));
    const extended = (await planner.as.get('WatchTemplate/GetActiveExtendWatchTemplates')).json();
    expect(extended.find((t: { watchTemplateId: number }) => t.watchTemplateId === own.watchTemplateId).details).toHaveLength(1);
  });

  it("refuses changes to another planner's palette (403, nothing changed)", async () => {
    const other = await signedIn(test, ['Planner']);
    const theirs = (await saveAs(client(test, other.token), { code: nextCode(), planUserId: other.user.id, details: [{ startTime: '08:00', endTime: '16:00' }] })).json();
    const before = await templateCount();
    expect((await saveAs(planner.as, { code: nextCode(), planUserId: other.user.id, details: [{ startTime: '08:00', endTime: '16:00' }] })).statusCode).toBe(403);
    expect((await saveAs(planner.as, { ...theirs, description: 'Ændret', planUserId: other.user.id })).statusCode).toBe(403);
    expect((await planner.as.get('WatchTemplate/SaveWatchTemplateColor', { id: theirs.watchTemplateId, color: '#000000' })).statusCode).toBe(403);
    expect((await planner.as.get('WatchTemplate/DeleteWatchTemplateById', { id: theirs.watchTemplateId })).statusCode).toBe(403);
    expect((await planner.as.get('WatchTemplate/DeactivateWatchTemplateById', { id: theirs.watchTemplateId })).statusCode).toBe(403);
    expect(await templateCount()).toBe(before);
    expect(await stored(theirs.watchTemplateId)).toMatchObject({ active: true, color: theirs.color, description: null });
    expect((await admin.get('WatchTemplate/SaveWatchTemplateColor', { id: theirs.watchTemplateId, color: '#00ff00' })).json().color).toBe('#00ff00');
  });

  it('refuses watch codes to roles without planning', async () => {
    const { token } = await signedIn(test, ['Approver']);
    const before = await templateCount();
    expect((await saveAs(client(test, token), { code: nextCode(), details: [{ startTime: '08:00', endTime: '16:00' }] })).statusCode).toBe(403);
    expect(await templateCount()).toBe(before);
    expect((await client(test, token).get('WatchTemplate/GetPayAccounts')).statusCode).toBe(403);
    expect((await admin.get('WatchTemplate/GetPayAccounts')).statusCode).toBe(200);
  });
});

describe('activation, colour and deletion', () => {
  it('deactivates with a replacement and activates again in a sort group', async () => {
    const old = (await saveAs(admin, { code: nextCode(), details: [{ startTime: '06:00', endTime: '14:00' }] })).json();
    const replacement = (await saveAs(admin, { code: nextCode(), details: [{ startTime: '06:00', endTime: '14:00' }] })).json();
    const deactivated = await admin.get('WatchTemplate/DeactivateWatchTemplateById', { id: old.watchTemplateId, replacementWatchTemplateId: replacement.watchTemplateId });
    expect(deactivated.json()).toMatchObject({ active: false, replacementWatchTemplateId: replacement.watchTemplateId });
    const active = (await admin.get('WatchTemplate/GetActiveWatchTemplates')).json().map((t: { watchTemplateId: number }) => t.watchTemplateId);
    expect(active).not.toContain(old.watchTemplateId);
    expect((await admin.get('WatchTemplate/GetWatchTemplates', { active: false })).json().map((t: { watchTemplateId: number }) => t.watchTemplateId)).toContain(old.watchTemplateId);
    const activated = await admin.get('WatchTemplate/ActivateWatchTemplateById', { id: old.watchTemplateId, sortgroup: 5 });
    expect(activated.json()).toMatchObject({ active: true, sortGroup: 5, replacementWatchTemplateId: null });
  });

  it('refuses to activate a code that is active elsewhere, and a replacement that is itself or inactive', async () => {
    const code = nextCode();
    const first = (await saveAs(admin, { code, details: [{ startTime: '06:00', endTime: '14:00' }] })).json();
    await admin.get('WatchTemplate/DeactivateWatchTemplateById', { id: first.watchTemplateId });
    await saveAs(admin, { code, details: [{ startTime: '07:00', endTime: '15:00' }] });
    const clash = await admin.get('WatchTemplate/ActivateWatchTemplateById', { id: first.watchTemplateId, sortgroup: 1 });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().message).toBe(`Der findes allerede en aktiv vagtkode ${code}.`);
    expect((await stored(first.watchTemplateId))!.active).toBe(false);
    const self = await admin.get('WatchTemplate/DeactivateWatchTemplateById', { id: first.watchTemplateId, replacementWatchTemplateId: first.watchTemplateId });
    expect(self.json().message).toBe('En vagtkode kan ikke erstatte sig selv.');
    const live = (await saveAs(admin, { code: nextCode(), details: [{ startTime: '06:00', endTime: '14:00' }] })).json();
    const inactive = await admin.get('WatchTemplate/DeactivateWatchTemplateById', { id: live.watchTemplateId, replacementWatchTemplateId: first.watchTemplateId });
    expect(inactive.statusCode).toBe(400);
    expect((await stored(live.watchTemplateId))!.active).toBe(true);
  });

  it('changes the colour, refusing one that is not #rrggbb', async () => {
    const template = (await saveAs(planner.as, { code: nextCode(), details: [{ startTime: '06:00', endTime: '14:00' }] })).json();
    expect((await planner.as.get('WatchTemplate/SaveWatchTemplateColor', { id: template.watchTemplateId, color: '#A1B2C3' })).json().color).toBe('#A1B2C3');
    const wrong = await planner.as.get('WatchTemplate/SaveWatchTemplateColor', { id: template.watchTemplateId, color: 'rød' });
    expect(wrong.statusCode).toBe(400);
    expect((await stored(template.watchTemplateId))!.color).toBe('#A1B2C3');
  });

  it('deletes an unused template with its watches; templates that named it as replacement lose the reference', async () => {
    const doomed = (await saveAs(admin, { code: nextCode(), details: [{ startTime: '06:00', endTime: '14:00' }] })).json();
    const pointing = (await saveAs(admin, { code: nextCode(), replacementWatchTemplateId: doomed.watchTemplateId, details: [{ startTime: '06:00', endTime: '14:00' }] })).json();
    expect((await admin.get('WatchTemplate/DeleteWatchTemplateById', { id: doomed.watchTemplateId })).statusCode).toBe(204);
    expect(await stored(doomed.watchTemplateId)).toBeUndefined();
    expect(await test.db.select().from(watchDetails).where(eq(watchDetails.watchTemplateId, doomed.watchTemplateId))).toEqual([]);
    expect((await stored(pointing.watchTemplateId))!.replacementWatchTemplateId).toBeNull();
    expect((await admin.get('WatchTemplate/DeleteWatchTemplateById', { id: doomed.watchTemplateId })).statusCode).toBe(404);
  });
});
