import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditTrail, realisedTimeRegistrations } from '../../src/db/schema/index.ts';
import { buildTemplate, buildWatch } from '../planning/grid-fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';
import { employeeWithLogin } from './self-service-fixtures.ts';

const test = useTestApp();

describe('time registration', () => {
  it('keeps the employee’s own start and end beside the realised watch, in Copenhagen time across the change to winter time', async () => {
    const { employment, app } = await employeeWithLogin(test);
    const template = await buildTemplate(test.db);
    const { realisedWatchId } = await buildWatch(test.db, { employmentId: employment.id, template, date: '2026-10-24', startTime: '22:00', endTime: '06:00' });

    const saved = await app.post('App/SaveRealisedTimeRegistration', {
      employmentId: employment.id,
      realisedWatchId,
      startDateTime: '2026-10-24T21:50:00+02:00',
      endDateTime: '2026-10-25T06:10:00+01:00',
      comment: 'Forsinket afgang',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ employmentId: employment.id, realisedWatchId, startDateTime: '2026-10-24T21:50:00+02:00', endDateTime: '2026-10-25T06:10:00+01:00', comment: 'Forsinket afgang' });
    const id = saved.json().realisedTimeRegistrationId as number;

    // Sent in UTC, answered in Copenhagen time.
    const changed = await app.post('App/SaveRealisedTimeRegistration', { realisedTimeRegistrationId: id, employmentId: employment.id, realisedWatchId, startDateTime: '2026-10-24T20:00:00Z', endDateTime: '2026-10-25T05:00:00Z' });
    expect(changed.json()).toMatchObject({ realisedTimeRegistrationId: id, startDateTime: '2026-10-24T22:00:00+02:00', endDateTime: '2026-10-25T06:00:00+01:00', comment: null });

    expect((await app.get('App/GetTimeRegistrations', { start: '2026-10-24', end: '2026-10-24' })).json()).toEqual([changed.json()]);
    expect((await app.get('App/GetTimeRegistrations', { start: '2026-10-25', end: '2026-10-31' })).json()).toEqual([]);

    expect((await app.post('App/RemoveRealisedTimeRegistration', { realisedTimeRegistrationId: id })).statusCode).toBe(204);
    expect(await test.db.select().from(realisedTimeRegistrations).where(eq(realisedTimeRegistrations.id, id))).toHaveLength(0);
    const audit = await test.db.select().from(auditTrail).where(and(eq(auditTrail.entity, 'timeRegistration'), eq(auditTrail.entityId, id)));
    expect(audit.map((row) => row.action)).toEqual(['add', 'change', 'remove']);
  });

  it('refuses another’s employment or registration, a watch of another employment, a closed watch and an end before the start, changing nothing', async () => {
    const { employment, app } = await employeeWithLogin(test);
    const other = await employeeWithLogin(test);
    const template = await buildTemplate(test.db);
    const othersWatch = await buildWatch(test.db, { employmentId: other.employment.id, template, date: '2026-11-03', startTime: '07:00', endTime: '15:00' });
    const closedWatch = await buildWatch(test.db, { employmentId: employment.id, template, date: '2026-09-03', startTime: '07:00', endTime: '15:00', closed: true });
    const times = { startDateTime: '2026-11-03T07:00:00+01:00', endDateTime: '2026-11-03T15:00:00+01:00' };
    const othersOwn = (await other.app.post('App/SaveRealisedTimeRegistration', { employmentId: other.employment.id, ...times })).json();

    const cases: [unknown, number, string][] = [
      [{ employmentId: other.employment.id, ...times }, 403, 'Du kan kun se og ændre dine egne oplysninger.'],
      [{ employmentId: employment.id, realisedWatchId: othersWatch.realisedWatchId, ...times }, 400, 'Vagten findes ikke på ansættelsen.'],
      [{ employmentId: employment.id, realisedWatchId: closedWatch.realisedWatchId, startDateTime: '2026-09-03T07:00:00+02:00', endDateTime: '2026-09-03T15:00:00+02:00' }, 400, 'Vagten ligger i en afsluttet periode og kan ikke registreres.'],
      [{ employmentId: employment.id, startDateTime: times.endDateTime, endDateTime: times.startDateTime }, 400, 'Sluttidspunktet skal ligge efter starttidspunktet'],
      [{ realisedTimeRegistrationId: othersOwn.realisedTimeRegistrationId, employmentId: employment.id, ...times }, 404, 'Tidsregistreringen findes ikke.'],
    ];
    for (const [body, status, message] of cases) {
      const answer = await app.post('App/SaveRealisedTimeRegistration', body);
      expect(answer.statusCode).toBe(status);
      expect(answer.json().message).toContain(message);
    }
    expect((await app.post('App/RemoveRealisedTimeRegistration', { realisedTimeRegistrationId: othersOwn.realisedTimeRegistrationId })).statusCode).toBe(404);
    expect(await test.db.select().from(realisedTimeRegistrations).where(eq(realisedTimeRegistrations.employmentId, employment.id))).toHaveLength(0);
    expect(await test.db.select().from(realisedTimeRegistrations).where(eq(realisedTimeRegistrations.employmentId, other.employment.id))).toMatchObject([{ id: othersOwn.realisedTimeRegistrationId, comment: null }]);
  });
});

describe('time registration switched off', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ KAJ_ALLOW_TIME_REGISTRATION: '0' });
  });
  afterAll(() => off.close());

  it('answers 404 and stores nothing', async () => {
    const { employment, app } = await employeeWithLogin(off);
    const answer = await app.get('App/GetTimeRegistrations', { start: '2026-11-01', end: '2026-11-30' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('Tidsregistrering er slået fra.');
    const save = await app.post('App/SaveRealisedTimeRegistration', { employmentId: employment.id, startDateTime: '2026-11-03T07:00:00+01:00', endDateTime: '2026-11-03T15:00:00+01:00' });
    expect(save.statusCode).toBe(404);
    expect(await off.db.select().from(realisedTimeRegistrations)).toHaveLength(0);
  });
});
