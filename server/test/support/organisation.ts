import { eq } from 'drizzle-orm';
import type { Role } from '@kaj/contract';
import type { Db } from '../../src/db/client.ts';
import { agreements, employees, employmentProperties, employments, properties, propertyTypes, roles, userProperties } from '../../src/db/schema/index.ts';
import { signedIn, type TestApp } from './test-app.ts';

// Factories for the organisation: properties, agreements, employees and employments, and a planner's reach.

let sequence = 0;
const next = () => (sequence += 1);

export async function typeId(db: Db, key: string): Promise<number> {
  const [row] = await db.select({ id: propertyTypes.id }).from(propertyTypes).where(eq(propertyTypes.key, key));
  if (!row) throw new Error(`no property type ${key}`);
  return row.id;
}

interface PropertyOptions {
  name?: string;
  code?: string | null;
  parentId?: number | null;
  selectable?: boolean;
  disabled?: boolean;
}

export async function buildProperty(db: Db, key: string, options: PropertyOptions = {}) {
  const n = next();
  const [row] = await db
    .insert(properties)
    .values({
      propertyTypeId: await typeId(db, key),
      name: options.name ?? `${key} ${n}`,
      code: options.code === undefined ? `${key.slice(0, 3).toUpperCase()}${n}` : options.code,
      parentId: options.parentId ?? null,
      selectable: options.selectable ?? true,
      disabled: options.disabled ?? false,
    })
    .returning();
  if (!row) throw new Error('property not created');
  return row;
}

export const buildDepartment = (db: Db, options: PropertyOptions = {}) => buildProperty(db, 'department', options);

export async function buildAgreement(db: Db, code = `OK${next()}`) {
  const [row] = await db.insert(agreements).values({ code, name: `Overenskomst ${code}`, hoursPerDay: '7.40' }).returning();
  if (!row) throw new Error('agreement not created');
  return row;
}

export async function buildEmployee(db: Db, options: { code?: string | null; firstName?: string; lastName?: string; masterId?: number } = {}) {
  const n = next();
  const [row] = await db
    .insert(employees)
    .values({
      code: options.code === undefined ? `E${n}` : options.code,
      firstName: options.firstName ?? `Fornavn${n}`,
      lastName: options.lastName ?? 'Testesen',
      masterId: options.masterId ?? null,
    })
    .returning();
  if (!row) throw new Error('employee not created');
  return row;
}

interface EmploymentOptions {
  employeeId: number;
  agreementId: number;
  departmentId: number;
  startDate?: string;
  endDate?: string | null;
  isSecondary?: boolean;
  propertyIds?: number[];
}

export async function buildEmployment(db: Db, options: EmploymentOptions) {
  const [row] = await db
    .insert(employments)
    .values({
      employeeId: options.employeeId,
      agreementId: options.agreementId,
      startDate: options.startDate ?? '2024-01-01',
      endDate: options.endDate ?? null,
      isSecondary: options.isSecondary ?? false,
    })
    .returning();
  if (!row) throw new Error('employment not created');
  await db.insert(employmentProperties).values([options.departmentId, ...(options.propertyIds ?? [])].map((propertyId) => ({ employmentId: row.id, propertyId })));
  return row;
}

export async function giveReach(db: Db, userId: number, role: Role, propertyIds: number[]): Promise<void> {
  const [found] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, role));
  if (!found) throw new Error(`no role ${role}`);
  await db.insert(userProperties).values(propertyIds.map((propertyId) => ({ userId, roleId: found.id, propertyId })));
}

/** A signed-in planner (or another role) reaching the given departments. */
export async function plannerOf(test: TestApp, departmentIds: number[], role: Role = 'Planner') {
  const session = await signedIn(test, [role]);
  await giveReach(test.db, session.user.id, role, departmentIds);
  return session;
}

/** A ship with its departments below it, as the demo company has them. */
export async function buildShip(db: Db, name = `M/F Skib${next()}`) {
  const ship = await buildDepartment(db, { name, selectable: false });
  const deck = await buildDepartment(db, { name: 'Dæk', parentId: ship.id });
  const engine = await buildDepartment(db, { name: 'Maskine', parentId: ship.id });
  return { ship, deck, engine };
}
