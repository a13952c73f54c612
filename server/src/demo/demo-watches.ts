import { eq, inArray, sql } from 'drizzle-orm';
import { addDays, addPeriods, daysOf, isoWeek, periodOf, type IsoDate } from '@kaj/domain';
import type { WatchTemplateDto } from '@kaj/contract';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/raw.ts';
import { todayInCopenhagen } from '../clock.ts';
import { employments, users } from '../db/schema/index.ts';
import { loadTemplates } from '../areas/watch-templates/templates-repository.ts';
import { placePlannedWatches, settle } from '../areas/planning/watches/index.ts';

// A realistic plan for the demo ship M/F Havørnen, from two months back to next month, placed as its planner
// would place it (the past months' watches are realised as planned, and demo-history.ts approves and locks them): the crew sails in two teams, a week on and a week off; the bridge keeps 4-on/8-off watches, the deck
// and engine ratings rotate day, evening and night, the cafeteria works day and evening; a few are sick,
// on holiday or on a course.

interface CrewMember {
  employmentId: number;
  name: string;
  position: string;
  department: string;
}

/**
 * The code a crew member works on a day on board: day workers DAG, the bridge its watch; deck and engine ratings
 * keep one shift for their week on board (day, evening or night, turning week by week), the cafeteria day or evening.
 */
function codeOf(member: CrewMember, index: number, date: IsoDate): string {
  const week = isoWeek(date);
  switch (member.position) {
    case 'Kaptajn':
    case 'Maskinchef':
    case 'Hovmester':
      return 'DAG';
    case 'Overstyrmand':
      return 'V48';
    case 'Styrmand':
      return index % 2 === 0 ? 'V04' : 'V812';
    default:
      return member.department === 'Cafeteria' ? (['D1', 'D2'] as const)[(week + index) % 2]! : (['D1', 'D2', 'N1'] as const)[(Math.floor(week / 2) + index) % 3]!;
  }
}

/** Absence on board: the first `days` days on board from a day of a month (0 this month, −1 last month …) replace the work planned. */
const ABSENCES: readonly { name: string; code: string; fromDay: number; days: number; month: -2 | -1 | 0 | 1 }[] = [
  { name: 'Jonas Friis', code: 'SY', fromDay: 12, days: 1, month: -1 },
  { name: 'Sofie Lund', code: 'AF', fromDay: 20, days: 1, month: -2 },
  { name: 'Rasmus Holm', code: 'SY', fromDay: 9, days: 2, month: 0 },
  { name: 'Sofie Lund', code: 'FE', fromDay: 1, days: 7, month: 1 },
  { name: 'Mads Thygesen', code: 'KU', fromDay: 14, days: 1, month: 0 },
  { name: 'Line Andersen', code: 'AF', fromDay: 18, days: 1, month: 1 },
];

/** The months of the demo's plan, relative to this month. */
const DEMO_MONTHS = [-2, -1, 0, 1] as const;

export async function seedDemoWatches(db: Db, today: IsoDate = todayInCopenhagen()): Promise<void> {
  const [planner] = await db.select().from(users).where(eq(users.email, 'planner@kaj.example'));
  if (!planner) throw new Error('Demoplanlæggeren mangler');
  const actor = { userId: planner.id, userName: `${planner.firstName} ${planner.lastName}` };
  const templates = new Map((await loadTemplates(db)).filter((t) => t.active).map((t) => [t.code, t] as const));
  const crew = await queryRows<CrewMember>(
    db,
    sql`select e.id as "employmentId", emp.first_name || ' ' || emp.last_name as name, coalesce(e.description, '') as position, d.name as department
        from employments e
        join employees emp on emp.id = e.employee_id
        join employment_properties ep on ep.employment_id = e.id
        join properties d on d.id = ep.property_id
        join properties ship on ship.id = d.parent_id
        where ship.name = 'M/F Havørnen' and emp.master_id is null
        order by d.name, e.id`,
  );
  const months = DEMO_MONTHS.map((offset) => addPeriods(periodOf(today), offset));
  const days = months.flatMap(daysOf);
  const rows = new Map((await db.select().from(employments).where(inArray(employments.id, crew.map((member) => member.employmentId)))).map((row) => [row.id, row] as const));
  const plan = crew.flatMap((member, index) => {
    const employment = rows.get(member.employmentId);
    if (!employment) return [];
    const onBoard = days.filter((date) => isoWeek(date) % 2 === index % 2);
    const absent = new Map<IsoDate, WatchTemplateDto>();
    for (const absence of ABSENCES.filter((a) => a.name === member.name)) {
      const from = addDays(addPeriods(periodOf(today), absence.month), absence.fromDay - 1);
      for (const date of onBoard.filter((d) => d >= from).slice(0, absence.days)) absent.set(date, templates.get(absence.code)!);
    }
    return onBoard.map((date) => ({ employment, template: absent.get(date) ?? templates.get(codeOf(member, index, date))!, date }));
  });
  // The whole plan in one bulk placement (the rotations' path, same rules) in the order of the one-by-one placing it
  // replaced, so the watches and their ids are unchanged; 1,200 single placements cost most of the seed's time.
  await placePlannedWatches(db, actor, plan);
  // Balances and norms of the demo follow the plan from its first day.
  await settle(
    db,
    crew.map((member) => ({ employmentId: member.employmentId, date: months[0]! })),
  );
}
