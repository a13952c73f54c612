import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import ical, { type ICalCalendar } from 'ical-generator';
import { contract } from '@kaj/contract';
import { addDays, utcOffsetMinutes } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { calendarFeedTokens, employees, users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { handle } from '../../http/handler.ts';
import { todayInCopenhagen } from '../../clock.ts';
import { instantOfTimestamp } from '../planning/watches/watch-times.ts';
import { isoOfTimestamp, ownEmployeeId } from './self-service-access.ts';

// The employee's calendar subscription (issue 15): their own watches as RFC 5545, read with a secret token in the
// URL (calendar apps send no other credentials). Only the token's SHA-256 is kept; renewing replaces it.

/** How far back and ahead the feed reaches. */
const DAYS_BACK = 90;
const DAYS_AHEAD = 365;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Europe/Copenhagen since 1996 (EU summer time), for the TZID the events carry. */
const COPENHAGEN = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Copenhagen',
  'X-LIC-LOCATION:Europe/Copenhagen',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** ical-generator writes a Date's UTC fields after the TZID: give it the Copenhagen wall clock of the instant. */
const wallClock = (timestamp: string) => {
  const instant = instantOfTimestamp(timestamp);
  return new Date(instant + utcOffsetMinutes(instant) * 60_000);
};

interface FeedWatch {
  id: number;
  code: string | null;
  start_at: string;
  end_at: string;
  total_time: number;
  department: string | null;
  properties: string | null;
}

async function feedOf(db: Db, employeeId: number, name: string, host: string): Promise<ICalCalendar> {
  const today = todayInCopenhagen();
  const watches = await queryRows<FeedWatch>(
    db,
    sql`select w.id, t.code, w.start_at::text, w.end_at::text, w.total_time,
          (select p.name from employment_properties ep join properties p on p.id = ep.property_id
             join property_types pt on pt.id = p.property_type_id where ep.employment_id = e.id and pt.key = 'department' limit 1) as department,
          (select string_agg(p.name, ', ' order by p.name) from realised_watch_properties rp join properties p on p.id = rp.property_id
             where rp.realised_watch_id = w.id) as properties
        from realised_watches w
        join employments e on e.id = w.employment_id
        left join watch_templates t on t.id = w.watch_template_id
        where e.employee_id = ${employeeId} and not w.cancelled
          and w.start_date between ${addDays(today, -DAYS_BACK)}::date and ${addDays(today, DAYS_AHEAD)}::date
        order by w.start_at, w.id`,
  );
  const calendar = ical({
    name: `Kaj – vagter for ${name}`,
    prodId: { company: 'Kaj', product: 'Vagtplan', language: 'DA' },
    timezone: { name: 'Europe/Copenhagen', generator: () => COPENHAGEN },
    ttl: 60 * 60,
  });
  for (const watch of watches) {
    const hours = (watch.total_time / 60).toLocaleString('da-DK', { maximumFractionDigits: 2 });
    calendar.createEvent({
      id: `kaj-watch-${watch.id}@${host}`,
      start: wallClock(watch.start_at),
      end: wallClock(watch.end_at),
      timezone: 'Europe/Copenhagen',
      summary: [watch.code ?? 'Vagt', watch.department].filter(Boolean).join(' · '),
      description: [`Betalt tid: ${hours} timer`, ...(watch.properties ? [`Egenskaber: ${watch.properties}`] : [])].join('\n'),
    });
  }
  return calendar;
}

export const getCalendarFeed = handle(contract.app.getCalendarFeed, async ({ db, query, services }) => {
  const unknown = notFound('Kalenderen findes ikke. Hent et nyt link under Min konto.');
  if (!/^[A-Za-z0-9_-]{43}$/.test(query.token)) throw unknown;
  const [owner] = await db
    .select({ employeeId: users.employeeId, active: users.isActive, firstName: employees.firstName, lastName: employees.lastName })
    .from(calendarFeedTokens)
    .innerJoin(users, eq(users.id, calendarFeedTokens.userId))
    .innerJoin(employees, eq(employees.id, users.employeeId))
    .where(eq(calendarFeedTokens.tokenHash, hashOf(query.token)));
  if (!owner?.employeeId || !owner.active) throw unknown;
  const calendar = await feedOf(db, owner.employeeId, `${owner.firstName} ${owner.lastName}`, new URL(services.config.appUrl).host);
  return { fileName: 'kaj-vagter.ics', contentType: 'text/calendar; charset=utf-8', data: new TextEncoder().encode(calendar.toString()) };
});

export const getCalendarLink = handle(contract.app.getCalendarLink, async ({ db, user }) => {
  ownEmployeeId(user);
  const [row] = await db.select().from(calendarFeedTokens).where(eq(calendarFeedTokens.userId, user.id));
  return { active: row !== undefined, createdAt: row ? isoOfTimestamp(row.createdAt) : null, url: null };
});

export const renewCalendarLink = handle(contract.app.renewCalendarLink, async ({ db, user, services }) => {
  ownEmployeeId(user);
  const token = randomBytes(32).toString('base64url');
  const values = { userId: user.id, tokenHash: hashOf(token), createdAt: new Date().toISOString() };
  const [row] = await db
    .insert(calendarFeedTokens)
    .values(values)
    .onConflictDoUpdate({ target: calendarFeedTokens.userId, set: { tokenHash: values.tokenHash, createdAt: values.createdAt } })
    .returning();
  return { active: true, createdAt: isoOfTimestamp(row!.createdAt), url: `${services.config.appUrl}${contract.app.getCalendarFeed.path}?token=${token}` };
});

export const revokeCalendarLink = handle(contract.app.revokeCalendarLink, async ({ db, user }) => {
  ownEmployeeId(user);
  await db.delete(calendarFeedTokens).where(eq(calendarFeedTokens.userId, user.id));
  return null;
});

export const calendarFeedHandlers = [getCalendarFeed, getCalendarLink, renewCalendarLink, revokeCalendarLink];
