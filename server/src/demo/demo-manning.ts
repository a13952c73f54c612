import { eq, sql } from 'drizzle-orm';
import { addPeriods, periodOf, type IsoDate } from '@kaj/domain';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/raw.ts';
import { todayInCopenhagen } from '../clock.ts';
import { users } from '../db/schema/index.ts';
import { insertVersion } from '../areas/manning/manning-store.ts';

// The demo ships' safe-manning documents (bemandingskrav): what each department must have aboard every day, by
// position group; from next month the cafeteria needs one more for the Christmas sailings.

type Lines = readonly [department: string, group: string, minimum: number][];

const EVERY_DAY: Lines = [
  ['Dæk', 'Dæksofficerer', 2],
  ['Dæk', 'Dæksmandskab', 2],
  ['Maskine', 'Maskinofficerer', 1],
  ['Maskine', 'Maskinmandskab', 1],
  ['Cafeteria', 'Restauration', 3],
];

const SEASON: Lines = [['Cafeteria', 'Restauration', 4]];

export async function seedDemoManning(db: Db, today: IsoDate = todayInCopenhagen()): Promise<void> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@kaj.example'));
  if (!admin) throw new Error('Demoadministratoren mangler');
  const departments = await queryRows<{ id: number; ship: string; name: string }>(db, sql`
    select d.id, ship.name as ship, d.name from properties d join properties ship on ship.id = d.parent_id
    join property_types t on t.id = d.property_type_id where t.key = 'department' and ship.name like 'M/F %'`);
  const groups = new Map(
    (await queryRows<{ id: number; name: string }>(db, sql`select p.id, p.name from properties p join property_types t on t.id = p.property_type_id where t.key = 'positionGroup'`)).map((row) => [row.name, Number(row.id)]),
  );
  const yearStart = `${today.slice(0, 4)}-01-01`;
  const nextMonth = addPeriods(periodOf(today), 1);
  for (const department of departments) {
    const lines = (from: Lines) =>
      from.filter(([name]) => name === department.name).map(([, group, minimum]) => {
        const positionGroupId = groups.get(group);
        if (positionGroupId === undefined) throw new Error(`Demodata: stillingsgruppen ${group} mangler`);
        return { positionGroupId, watchTemplateId: null, minimum };
      });
    const base = lines(EVERY_DAY);
    if (base.length === 0) continue;
    await insertVersion(db, { departmentId: Number(department.id), validFrom: yearStart, lines: base }, admin.id);
    const season = lines(SEASON);
    if (season.length > 0) await insertVersion(db, { departmentId: Number(department.id), validFrom: nextMonth, lines: [...base.filter((line) => !season.some((each) => each.positionGroupId === line.positionGroupId)), ...season] }, admin.id);
  }
}
