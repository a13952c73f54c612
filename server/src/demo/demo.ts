import { sql } from 'drizzle-orm';
import type { Role } from '@kaj/contract';
import type { Db } from '../db/client.ts';
import {
  agreements,
  employees,
  employmentProperties,
  employments,
  exportPackages,
  properties,
  roles,
  userProperties,
  userRoles,
  users,
} from '../db/schema/index.ts';
import { propertyTypeId } from '../db/reference/sync.ts';
import { jsonRows } from '../db/sql-values.ts';
import { hashPassword } from '../auth/passwords.ts';
import { DEMO_PASSWORD } from './demo-password.ts';
import { DEMO_EMPLOYEES } from './demo-people.ts';
import { seedDemoOrganisation } from './demo-organisation.ts';
import { seedDemoPayConfiguration } from './demo-pay-configuration.ts';
import { seedDemoWatches } from './demo-watches.ts';
import { seedDemoSelfService } from './demo-self-service.ts';
import { seedDemoNorms } from './demo-norms.ts';
import { seedDemoHistory } from './demo-history.ts';
import { seedDemoManning } from './demo-manning.ts';


interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  /** Ships whose departments the user reaches in their role. */
  ships: ('Havørnen' | 'Søløven')[];
}

export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'admin@kaj.example', firstName: 'Astrid', lastName: 'Administrator', roles: ['Admin'], ships: [] },
  { email: 'planner@kaj.example', firstName: 'Per', lastName: 'Planlægger', roles: ['Planner'], ships: ['Havørnen'] },
  { email: 'approver@kaj.example', firstName: 'Anna', lastName: 'Godkender', roles: ['Approver'], ships: ['Havørnen'] },
  { email: 'planner-approver@kaj.example', firstName: 'Pia', lastName: 'Planlægger-Godkender', roles: ['ApproverWithPlanningRight'], ships: ['Søløven'] },
  { email: 'ship@kaj.example', firstName: 'M/F', lastName: 'Havørnen', roles: ['Ship'], ships: ['Havørnen'] },
  { email: 'employee@kaj.example', firstName: 'Sofie', lastName: 'Lund', roles: ['Employee'], ships: [] },
];

type Insertable = { name: string; code?: string; selectable?: boolean; isCatering?: boolean; children?: Insertable[] };

/**
 * A tree of properties in two statements: every node in one insert, depth first (the order, and so the ids, of
 * inserting them one by one), then each child linked to its parent.
 */
async function insertTree(db: Db, typeId: number, nodes: Insertable[], ids: Map<string, number>, prefix = '') {
  const flat: { node: Insertable; path: string; parent: number | null }[] = [];
  const walk = (list: Insertable[], parent: number | null, parentPath: string) => {
    for (const node of list) {
      const path = parentPath ? `${parentPath}/${node.name}` : node.name;
      const index = flat.length;
      flat.push({ node, path, parent });
      if (node.children) walk(node.children, index, path);
    }
  };
  walk(nodes, null, prefix);
  const rows = await db
    .insert(properties)
    .values(flat.map(({ node }) => ({ propertyTypeId: typeId, name: node.name, code: node.code ?? null, selectable: node.selectable ?? true, isCatering: node.isCatering ?? false })))
    .returning({ id: properties.id });
  if (rows.length !== flat.length) throw new Error('Egenskaberne blev ikke oprettet');
  flat.forEach((entry, index) => ids.set(entry.path, rows[index]!.id));
  const links = flat.flatMap((entry, index) => (entry.parent === null ? [] : [{ id: rows[index]!.id, parent_id: rows[entry.parent]!.id }]));
  if (links.length > 0) {
    await db.execute(sql`update properties p set parent_id = l.parent_id from json_to_recordset(${jsonRows(links)}) as l(id int, parent_id int) where p.id = l.id`);
  }
}

const departmentsOf = (ship: string, code: string): Insertable => ({
  name: `M/F ${ship}`,
  code,
  children: [
    { name: 'Dæk', code: `${code}-DAEK` },
    { name: 'Maskine', code: `${code}-MASK` },
    { name: 'Cafeteria', code: `${code}-CAFE`, isCatering: true },
  ],
});

/** A small Danish ferry company: two ships, forty crew, one agreement tree, a user per role, watch codes and timetables. */
export async function seedDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    await insertTree(tx, await propertyTypeId(tx, 'department'), [{ name: 'Østersø Færger', code: 'OF', selectable: false, children: [departmentsOf('Havørnen', 'HAV'), departmentsOf('Søløven', 'SOL')] }], ids);
    const positions = [...new Set(DEMO_EMPLOYEES.map((e) => e.position))];
    await insertTree(tx, await propertyTypeId(tx, 'position'), positions.map((name) => ({ name })), ids, 'Stilling');
    await insertTree(tx, await propertyTypeId(tx, 'jobGroup'), [{ name: 'Officerer' }, { name: 'Menige' }, { name: 'Restauration' }], ids, 'Jobgruppe');
    await insertTree(tx, await propertyTypeId(tx, 'absence'), ['Ferie', 'Syg', 'Barsel', 'Kursus', 'Afspadsering', '6. ferieuge'].map((name) => ({ name })), ids, 'Fravær');
    await insertTree(tx, await propertyTypeId(tx, 'watchType'), [{ name: 'Sejlads' }, { name: 'Havneophold' }], ids, 'Vagttype');
    await insertTree(tx, await propertyTypeId(tx, 'supplement'), [{ name: 'Overtid' }, { name: 'Skifteholdstillæg' }], ids, 'Tillæg');

    // A full-time day of 7,40 hours (37 a week) on the common agreement; the others inherit it.
    const [root] = await tx.insert(agreements).values({ code: 'SØ', name: 'Søfart (fælles regler)', hoursPerDay: '7.40' }).returning({ id: agreements.id });
    if (!root) throw new Error('Overenskomsten blev ikke oprettet');
    const agreementIds = new Map<string, number>();
    for (const [code, name, parent] of [
      ['SOF', 'Skibsofficerer', 'SØ'],
      ['MEN', 'Menige søfarende', 'SØ'],
      ['MEN-DIS', 'Menige søfarende, DIS', 'MEN'],
      ['CAT', 'Cafeteria og restauration', 'SØ'],
    ] as const) {
      const parentId = parent === 'SØ' ? root.id : agreementIds.get(parent);
      const [row] = await tx.insert(agreements).values({ code, name, parentId, isDis: code === 'MEN-DIS' }).returning({ id: agreements.id });
      if (row) agreementIds.set(code, row.id);
    }

    // One export package per ship, so each ship's planner exports her own crew (a package is a planner's only when she reaches all of it).
    const packageIds = new Map<string, number>();
    for (const ship of ['Havørnen', 'Søløven']) {
      const [pkg] = await tx.insert(exportPackages).values({ name: `Søfolk M/F ${ship}` }).returning({ id: exportPackages.id });
      if (pkg) packageIds.set(ship, pkg.id);
    }
    // Each table in one multi-row insert, its rows in the order the one-at-a-time inserts had, so the ids are the same.
    const employeeRows = await tx
      .insert(employees)
      .values(
        DEMO_EMPLOYEES.map((person, index) => ({
          code: String(1001 + index),
          firstName: person.firstName,
          lastName: person.lastName,
          initials: `${person.firstName[0]}${person.lastName.slice(0, 2)}`.toUpperCase(),
          telephone: `+45 ${String(20000000 + index * 137911).slice(0, 8).replace(/(\d{2})(?=\d)/g, '$1 ')}`,
          email: `${person.firstName}.${person.lastName}@oesterso-faerger.example`.toLowerCase().replace(/[æøå]/g, (c) => ({ æ: 'ae', ø: 'oe', å: 'aa' })[c] ?? c),
          birthDate: person.birthDate,
          exportPackageId: packageIds.get(person.ship) ?? null,
        })),
      )
      .returning({ id: employees.id });
    const employeeIds = new Map(DEMO_EMPLOYEES.map((person, index) => [`${person.firstName} ${person.lastName}`, employeeRows[index]!.id] as const));
    const employmentRows = await tx
      .insert(employments)
      .values(
        DEMO_EMPLOYEES.map((person, index) => {
          const agreementId = agreementIds.get(person.agreement);
          if (!agreementId) throw new Error(`Ukendt overenskomst ${person.agreement}`);
          return { employeeId: employeeRows[index]!.id, agreementId, startDate: person.startDate, description: person.position };
        }),
      )
      .returning({ id: employments.id });
    await tx.insert(employmentProperties).values(
      DEMO_EMPLOYEES.flatMap((person, index) => {
        const department = ids.get(`Østersø Færger/M/F ${person.ship}/${person.department}`);
        const position = ids.get(`Stilling/${person.position}`);
        if (!department || !position) throw new Error('Ansættelsen blev ikke oprettet');
        return [
          { employmentId: employmentRows[index]!.id, propertyId: department },
          { employmentId: employmentRows[index]!.id, propertyId: position },
        ];
      }),
    );

    const roleRows = await tx.select().from(roles);
    const roleId = (name: Role) => roleRows.find((role) => role.name === name)?.id;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const userRows = await tx
      .insert(users)
      .values(
        DEMO_USERS.map((demoUser) => {
          const employeeId = demoUser.roles.includes('Employee') ? employeeIds.get(`${demoUser.firstName} ${demoUser.lastName}`) : undefined;
          return { email: demoUser.email, firstName: demoUser.firstName, lastName: demoUser.lastName, passwordHash, employeeId: employeeId ?? null };
        }),
      )
      .returning({ id: users.id });
    const userIds = new Map(DEMO_USERS.map((demoUser, index) => [demoUser.email, userRows[index]!.id] as const));
    const grants = DEMO_USERS.flatMap((demoUser, index) =>
      demoUser.roles.flatMap((role) => {
        const id = roleId(role);
        return id ? [{ userId: userRows[index]!.id, roleId: id, ships: demoUser.ships }] : [];
      }),
    );
    if (grants.length > 0) await tx.insert(userRoles).values(grants.map(({ userId, roleId }) => ({ userId, roleId })));
    const reaches = grants.flatMap(({ userId, roleId, ships }) =>
      ships.flatMap((ship) => {
        const propertyId = ids.get(`Østersø Færger/M/F ${ship}`);
        return propertyId ? [{ userId, roleId, propertyId }] : [];
      }),
    );
    if (reaches.length > 0) await tx.insert(userProperties).values(reaches);
    await seedDemoOrganisation(tx, { properties: ids, users: userIds });
    await seedDemoPayConfiguration(tx);
    await seedDemoWatches(tx);
    await seedDemoNorms(tx);
    await seedDemoSelfService(tx);
    await seedDemoHistory(tx);
    await seedDemoManning(tx);
  });
}
