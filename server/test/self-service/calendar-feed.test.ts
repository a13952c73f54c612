import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { users } from '../../src/db/schema/index.ts';
import { client } from '../support/client.ts';
import { callApi, signedIn, type TestApp } from '../support/test-app.ts';
import { addPlanned, crewMember, useWatchWorld, type WatchWorld } from '../planning/watch-support.ts';

let test: TestApp;
let world: WatchWorld;
useWatchWorld((made) => {
  world = made;
  test = made.test;
});

async function memberWithLogin() {
  const member = await crewMember(world, { startDate: '2026-01-01', endDate: null });
  const session = await signedIn(test, ['Employee']);
  await test.db.update(users).set({ employeeId: member.employeeId }).where(eq(users.id, session.user.id));
  return { ...member, as: client(test, session.token) };
}

/** Fetches a feed as a calendar app would: no token header, only the URL. */
const fetchFeed = (url: string) => callApi(test.app, 'GET', url.replace('http://kaj.test', ''));

describe('the calendar feed', () => {
  it("carries the employee's own watches in Copenhagen time, right across the October change", async () => {
    const member = await memberWithLogin();
    const other = await memberWithLogin();
    await addPlanned(world, member.employmentId, 'N1', '2026-10-24');
    await addPlanned(world, member.employmentId, 'D1', '2026-12-01');
    await addPlanned(world, other.employmentId, 'D2', '2026-12-02');

    expect((await member.as.get('App/GetCalendarLink')).json()).toEqual({ active: false, createdAt: null, url: null });
    const link = (await member.as.post('App/RenewCalendarLink')).json();
    expect(link.url).toMatch(/^http:\/\/kaj\.test\/api\/App\/GetCalendarFeed\?token=[A-Za-z0-9_-]{43}$/);
    expect((await member.as.get('App/GetCalendarLink')).json()).toMatchObject({ active: true, url: null });

    const response = await fetchFeed(link.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    expect(response.body).toContain('TZID:Europe/Copenhagen');
    const events = Object.values(ical.sync.parseICS(response.body)).filter((entry): entry is VEvent => entry?.type === 'VEVENT');
    expect(events.map((event) => event.summary)).toEqual(['N1 · Dæk', 'D1 · Dæk']);
    const [night, day] = events;
    // 22:00 summer time to 06:00 winter time: 9 real hours.
    expect(night!.start.toISOString()).toBe('2026-10-24T20:00:00.000Z');
    expect(night?.end?.toISOString()).toBe('2026-10-25T05:00:00.000Z');
    expect(day!.start.toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(String(day?.description)).toContain('Betalt tid: 8 timer');
  });

  it('stops the old link when renewed or revoked, and refuses unknown tokens', async () => {
    const member = await memberWithLogin();
    const first = (await member.as.post('App/RenewCalendarLink')).json().url as string;
    const second = (await member.as.post('App/RenewCalendarLink')).json().url as string;
    expect((await fetchFeed(first)).statusCode).toBe(404);
    expect((await fetchFeed(second)).statusCode).toBe(200);
    expect((await member.as.post('App/RevokeCalendarLink')).statusCode).toBe(204);
    expect((await fetchFeed(second)).statusCode).toBe(404);
    expect((await callApi(test.app, 'GET', '/api/App/GetCalendarFeed', { query: { token: 'x'.repeat(43) } })).statusCode).toBe(404);
    expect((await callApi(test.app, 'GET', '/api/App/GetCalendarFeed', { query: { token: 'short' } })).statusCode).toBe(404);
  });

  it('is for employees with a linked employee only', async () => {
    const planner = await signedIn(test, ['Planner']);
    expect((await client(test, planner.token).post('App/RenewCalendarLink')).statusCode).toBe(403);
    const unlinked = await signedIn(test, ['Employee']);
    expect((await client(test, unlinked.token).post('App/RenewCalendarLink')).statusCode).toBe(400);
  });
});
