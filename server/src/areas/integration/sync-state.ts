import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agreements, employees, employmentProperties, employments, properties, propertyTypes } from '../../db/schema/index.ts';

export interface SyncedEmployment {
  id: number;
  startDate: string;
  endDate: string | null;
  isSecondary: boolean;
  agreementId: number;
  description: string | null;
  departmentId: number | null;
  positionId: number | null;
}

export interface SyncedEmployee {
  row: typeof employees.$inferSelect;
  employments: SyncedEmployment[];
}

export interface PropertyRef {
  id: number;
  name: string;
  selectable: boolean;
  disabled: boolean;
}

/** Agreements and properties by their codes (property codes without regard to case, as they are unique). */
export interface SyncLookups {
  agreements: ReadonlyMap<string, number>;
  departments: ReadonlyMap<string, PropertyRef>;
  positions: ReadonlyMap<string, PropertyRef>;
}

async function propertiesByCode(db: Db, key: string): Promise<Map<string, PropertyRef>> {
  const rows = await db
    .select({ id: properties.id, name: properties.name, code: properties.code, selectable: properties.selectable, disabled: properties.disabled })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
    .where(and(eq(propertyTypes.key, key), isNotNull(properties.code)));
  return new Map(rows.map(({ code, ...row }) => [code!.toLowerCase(), row]));
}

/** Everything a batch is checked against, read in six queries before the first row is written. */
export async function loadSyncState(db: Db, codes: readonly string[]): Promise<{ employees: Map<string, SyncedEmployee>; lookups: SyncLookups }> {
  const agreementRows = await db.select({ id: agreements.id, code: agreements.code }).from(agreements);
  const departments = await propertiesByCode(db, 'department');
  const positions = await propertiesByCode(db, 'position');
  const masters = codes.length ? await db.select().from(employees).where(and(inArray(employees.code, [...codes]), isNull(employees.masterId))) : [];
  const lookups = { agreements: new Map(agreementRows.map((row) => [row.code, row.id])), departments, positions };
  const employeeIds = masters.map((row) => row.id);
  const employmentRows = employeeIds.length ? await db.select().from(employments).where(inArray(employments.employeeId, employeeIds)) : [];
  const attached = employmentRows.length
    ? await db
        .select({ employmentId: employmentProperties.employmentId, propertyId: employmentProperties.propertyId, key: propertyTypes.key })
        .from(employmentProperties)
        .innerJoin(properties, eq(properties.id, employmentProperties.propertyId))
        .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
        .where(
          and(
            inArray(
              employmentProperties.employmentId,
              employmentRows.map((row) => row.id),
            ),
            inArray(propertyTypes.key, ['department', 'position']),
          ),
        )
    : [];
  const propertyOf = (employmentId: number, key: string) => attached.find((row) => row.employmentId === employmentId && row.key === key)?.propertyId ?? null;
  const byCode = new Map<string, SyncedEmployee>();
  for (const row of masters) {
    const own = employmentRows
      .filter((employment) => employment.employeeId === row.id)
      .map((employment) => ({
        id: employment.id,
        startDate: employment.startDate,
        endDate: employment.endDate,
        isSecondary: employment.isSecondary,
        agreementId: employment.agreementId,
        description: employment.description,
        departmentId: propertyOf(employment.id, 'department'),
        positionId: propertyOf(employment.id, 'position'),
      }));
    if (row.code) byCode.set(row.code, { row, employments: own });
  }
  return { employees: byCode, lookups };
}
