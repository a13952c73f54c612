import { clockMinutes, daysInMonth, weekday } from '@kaj/domain';
import type { Db } from '../db/client.ts';
import { businessNow } from '../clock.ts';
import { departmentTimeTables, timeTableEntries, timeTableLines, timeTables, watchTemplates } from '../db/schema/index.ts';
import type { TemplateContent } from '../areas/watch-templates/template-content.ts';
import { writeContent } from '../areas/watch-templates/templates-repository.ts';
import { DEMO_TEMPLATES, type DemoTemplate } from './demo-templates.ts';

interface DemoIds {
  /** Properties by path, e.g. `Østersø Færger/M/F Havørnen` or `Vagttype/Sejlads`. */
  properties: ReadonlyMap<string, number>;
  /** Users by e-mail. */
  users: ReadonlyMap<string, number>;
}

function contentOf(template: DemoTemplate, ids: DemoIds): TemplateContent {
  const offsets = [...new Set(template.details.map((detail) => detail.dayOffset ?? 0))].sort((a, b) => a - b);
  return {
    days: offsets.map((dayOffset) => ({
      dayOffset,
      details: template.details
        .filter((detail) => (detail.dayOffset ?? 0) === dayOffset)
        .map((detail) => {
          const propertyId = detail.property ? (ids.properties.get(`Vagttype/${detail.property}`) ?? ids.properties.get(`Fravær/${detail.property}`)) : undefined;
          return {
            startTime: detail.start,
            endTime: detail.end,
            totalTime: detail.paid ?? clockMinutes(detail.start, detail.end),
            properties: propertyId ? [{ propertyId, value: null }] : [],
          };
        }),
    })),
  };
}

/** The watch codes: shared ones, the bridge watches in Havørnen's planner's palette and the tour in Søløven's. */
async function seedWatchTemplates(db: Db, ids: DemoIds): Promise<void> {
  for (const template of DEMO_TEMPLATES) {
    const [row] = await db
      .insert(watchTemplates)
      .values({
        code: template.code,
        color: template.color,
        description: template.description,
        sortGroup: template.sortGroup,
        // Sort group 4 holds absence and courses ashore; the others are sea watches and tours.
        onBoard: template.sortGroup < 4,
        planUserId: template.palette ? (ids.users.get(template.palette) ?? null) : null,
      })
      .returning({ id: watchTemplates.id });
    if (!row) throw new Error('Vagtkoden blev ikke oprettet');
    await writeContent(db, row.id, contentOf(template, ids));
  }
}

/** The departure of each day of a month on a route: weekdays and weekends differ, and every second Tuesday is a service day. */
function sailingDays(year: number, month: number, route: { out: string; home: string }) {
  return Array.from({ length: daysInMonth(year, month) }, (_, index) => {
    const day = index + 1;
    const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const dow = weekday(date);
    if (dow === 2 && day % 14 < 7) return { day, text: 'Værftsdag – ingen sejlads' };
    const times = dow >= 6 ? '09:00 / 15:30' : '06:30 / 12:00 / 17:30';
    return { day, text: `${route.out} ${times}, ${route.home} retur` };
  });
}

/** A sailing plan per ship for this month and the next two, followed by the ship's departments. */
async function seedTimetables(db: Db, ids: DemoIds, today = businessNow()): Promise<void> {
  const ships = [
    { ship: 'Havørnen', name: 'Sejlplan Køge–Rønne', route: { out: 'Køge', home: 'Rønne' } },
    { ship: 'Søløven', name: 'Sejlplan Ystad–Rønne', route: { out: 'Ystad', home: 'Rønne' } },
  ];
  for (const { ship, name, route } of ships) {
    const [table] = await db.insert(timeTables).values({ name }).returning({ id: timeTables.id });
    const shipId = ids.properties.get(`Østersø Færger/M/F ${ship}`);
    if (!table || !shipId) throw new Error('Køreplanen blev ikke oprettet');
    await db.insert(departmentTimeTables).values({ propertyId: shipId, timeTableId: table.id });
    for (let step = 0; step < 3; step += 1) {
      const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + step, 1));
      const year = first.getUTCFullYear();
      const month = first.getUTCMonth() + 1;
      const [line] = await db
        .insert(timeTableLines)
        .values({ timeTableId: table.id, month, year, sortOrder: 0, text: `${route.out}–${route.home}` })
        .returning({ id: timeTableLines.id });
      if (!line) throw new Error('Køreplanens linje blev ikke oprettet');
      await db.insert(timeTableEntries).values(sailingDays(year, month, route).map((entry) => ({ ...entry, timeTableLineId: line.id })));
    }
  }
}

/** The organisation beyond people: watch codes with palettes, and timetables for the ships. */
export async function seedDemoOrganisation(db: Db, ids: DemoIds): Promise<void> {
  await seedWatchTemplates(db, ids);
  await seedTimetables(db, ids);
}
