import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/raw.ts';
import { todayInCopenhagen } from '../clock.ts';
import { budgetAccounts, budgetFte, employmentProperties, properties } from '../db/schema/index.ts';

// The demo company's budget for the current year and the next (the FTE report looks months ahead, into January from
// December): FTE per department, budget account and position group; the crew's employments carry their position
// group and the fixed crew's budget account, as the FTE report counts them.

interface BudgetIds {
  typeIds: ReadonlyMap<string, number>;
  /** Properties by `typeKey/Name`. */
  propertyIds: ReadonlyMap<string, number>;
  /** Pay accounts by name. */
  accountIds: ReadonlyMap<string, number>;
}

const POSITION_GROUPS = ['Dæksofficerer', 'Maskinofficerer', 'Dæksmandskab', 'Maskinmandskab', 'Restauration'] as const;
type PositionGroup = (typeof POSITION_GROUPS)[number];

/** Per department (by the suffix of its code): FTE of the permanent crew by position group. */
const CREW: Record<string, Partial<Record<PositionGroup, number>>> = {
  DAEK: { Dæksofficerer: 4, Dæksmandskab: 4 },
  MASK: { Maskinofficerer: 3, Maskinmandskab: 2 },
  CAFE: { Restauration: 5 },
};
/** An employment's position group, from its department (by the suffix of its code) and agreement: officers sail on SOF. */
function positionGroupOf(departmentSuffix: string, agreement: string): PositionGroup | undefined {
  if (departmentSuffix === 'CAFE') return 'Restauration';
  const officer = agreement === 'SOF';
  if (departmentSuffix === 'DAEK') return officer ? 'Dæksofficerer' : 'Dæksmandskab';
  if (departmentSuffix === 'MASK') return officer ? 'Maskinofficerer' : 'Maskinmandskab';
  return undefined;
}

/** Relief crew: one more per position group in the summer timetable. */
const SUMMER = [6, 7, 8];

function typeId(ids: BudgetIds, key: string): number {
  const id = ids.typeIds.get(key);
  if (id === undefined) throw new Error(`Demodata: egenskabstypen ${key} mangler`);
  return id;
}

/** A property of a type by name: the one there is (the organisation's seed may have made it), or a new one. */
async function ensureProperty(db: Db, ids: BudgetIds, key: string, name: string): Promise<number> {
  const existing = ids.propertyIds.get(`${key}/${name}`);
  if (existing !== undefined) return existing;
  const [row] = await db.insert(properties).values({ propertyTypeId: typeId(ids, key), name }).returning({ id: properties.id });
  return row!.id;
}

export async function seedDemoBudget(db: Db, ids: BudgetIds, firstYear = Number(todayInCopenhagen().slice(0, 4))): Promise<void> {
  const groups = new Map<string, number>();
  for (const name of POSITION_GROUPS) groups.set(name, await ensureProperty(db, ids, 'positionGroup', name));
  const fixed = await ensureProperty(db, ids, 'budget', 'Fast besætning');
  const relief = await ensureProperty(db, ids, 'budget', 'Afløsere');
  const [fixedAccount, reliefAccount] = await db
    .insert(budgetAccounts)
    .values([
      { name: 'Fast besætning', budgetGroup: 'Besætning', sortOrder: 10, type: 'normHours' as const, propertyId: fixed },
      { name: 'Afløsere', budgetGroup: 'Besætning', sortOrder: 20, type: 'normHours' as const, propertyId: relief },
      { name: 'Overtid', budgetGroup: 'Merarbejde', sortOrder: 30, type: 'payAccount' as const, payAccountId: ids.accountIds.get('Overtid 50 %') ?? null },
    ])
    .returning({ id: budgetAccounts.id });
  const departments = await db
    .select({ id: properties.id, code: properties.code })
    .from(properties)
    .where(and(eq(properties.propertyTypeId, typeId(ids, 'department')), isNotNull(properties.code)));
  const rows: (typeof budgetFte.$inferInsert)[] = [];
  for (const department of departments) {
    const crew = CREW[department.code!.split('-').at(-1) ?? ''];
    if (!crew || !department.code!.includes('-')) continue;
    for (const [group, fte] of Object.entries(crew)) {
      for (const year of [firstYear, firstYear + 1]) {
        for (let month = 1; month <= 12; month += 1) {
          const line = { year, month, departmentPropertyId: department.id, positionGroupId: groups.get(group)! };
          rows.push({ ...line, budgetAccountId: fixedAccount!.id, value: String(fte) });
          rows.push({ ...line, budgetAccountId: reliefAccount!.id, value: SUMMER.includes(month) ? '1' : '0' });
        }
      }
    }
  }
  if (rows.length > 0) await db.insert(budgetFte).values(rows);

  const crew = await queryRows<{ employment_id: number; department_code: string; agreement: string }>(db, sql`
    select e.id as employment_id, d.code as department_code, a.code as agreement
    from employments e
    join agreements a on a.id = e.agreement_id
    join employment_properties ep on ep.employment_id = e.id
    join properties d on d.id = ep.property_id and d.property_type_id = ${typeId(ids, 'department')}`);
  const links = crew.flatMap((member) => {
    const group = positionGroupOf(member.department_code.split('-').at(-1) ?? '', member.agreement);
    const employmentId = Number(member.employment_id);
    return group ? [{ employmentId, propertyId: groups.get(group)! }, { employmentId, propertyId: fixed }] : [];
  });
  if (links.length > 0) await db.insert(employmentProperties).values(links);
}
