import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { employeeSyncDto } from '@kaj/contract';
import type { Db } from '../../db/client.ts';
import { employees, employmentProperties, employments } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { assertDates, assertNoOverlap } from '../employees/employment-rules.ts';
import type { PropertyRef, SyncLookups, SyncedEmployee, SyncedEmployment } from './sync-state.ts';

type SyncRow = z.output<typeof employeeSyncDto>;
type EmploymentInput = NonNullable<SyncRow['employments']>[number];
export type SyncOutcome = 'created' | 'updated' | 'unchanged';

/** A field the row leaves out keeps its value; null or an empty text clears it. */
const keepOr = <T>(given: T | null | undefined, current: T | null): T | null => (given === undefined ? current : given === '' ? null : given);

function property(map: ReadonlyMap<string, PropertyRef>, code: string, kind: string, current: number | null): number {
  const found = map.get(code.toLowerCase());
  if (!found) throw badRequest('unknown_code', `${kind} med koden ${code} findes ikke.`);
  if (!found.selectable || (found.disabled && found.id !== current)) throw badRequest('property_not_choosable', `${kind} ${found.name} kan ikke vælges.`);
  return found.id;
}

/** The employment a row names, matched on its start date (and, between two on one date, the secondary flag). */
function wantedEmployment(input: EmploymentInput, current: readonly SyncedEmployment[], lookups: SyncLookups): SyncedEmployment | Omit<SyncedEmployment, 'id'> {
  const sameDay = current.filter((employment) => employment.startDate === input.startDate);
  const match = sameDay.find((employment) => employment.isSecondary === input.isSecondary) ?? sameDay[0];
  const agreementId = lookups.agreements.get(input.agreementCode);
  if (agreementId === undefined) throw badRequest('unknown_code', `Overenskomsten med koden ${input.agreementCode} findes ikke.`);
  return {
    ...(match ? { id: match.id } : {}),
    startDate: input.startDate,
    endDate: input.endDate ?? null,
    isSecondary: input.isSecondary,
    agreementId,
    description: keepOr(input.description, match?.description ?? null),
    departmentId: property(lookups.departments, input.departmentCode, 'Afdelingen', match?.departmentId ?? null),
    positionId:
      input.positionCode === undefined ? (match?.positionId ?? null) : input.positionCode === null ? null : property(lookups.positions, input.positionCode, 'Stillingen', match?.positionId ?? null),
  };
}

const sameEmployment = (a: Omit<SyncedEmployment, 'id'>, b: Omit<SyncedEmployment, 'id'>) =>
  a.endDate === b.endDate && a.isSecondary === b.isSecondary && a.agreementId === b.agreementId && a.description === b.description && a.departmentId === b.departmentId && a.positionId === b.positionId;

async function writeEmployment(db: Db, employeeId: number, wanted: SyncedEmployment | Omit<SyncedEmployment, 'id'>, before: SyncedEmployment | undefined): Promise<SyncedEmployment> {
  const { departmentId, positionId, ...fields } = wanted;
  const values = { employeeId, startDate: fields.startDate, endDate: fields.endDate, isSecondary: fields.isSecondary, agreementId: fields.agreementId, description: fields.description };
  const [saved] = before
    ? await db.update(employments).set(values).where(eq(employments.id, before.id)).returning({ id: employments.id })
    : await db.insert(employments).values(values).returning({ id: employments.id });
  if (!saved) throw new Error('Ansættelsen blev ikke gemt');
  const replaced = [before?.departmentId, before?.positionId].filter((id): id is number => id != null);
  if (replaced.length) await db.delete(employmentProperties).where(and(eq(employmentProperties.employmentId, saved.id), inArray(employmentProperties.propertyId, replaced)));
  const added = [departmentId, positionId].filter((id): id is number => id !== null);
  if (added.length) await db.insert(employmentProperties).values(added.map((propertyId) => ({ employmentId: saved.id, propertyId })));
  return { ...wanted, id: saved.id };
}

/** Creates or updates one employee (and the employments it names) from a validated row; nothing else is touched. */
export async function syncRow(db: Db, row: SyncRow, current: SyncedEmployee | undefined, lookups: SyncLookups): Promise<{ outcome: SyncOutcome; employee: SyncedEmployee }> {
  const existing = current?.row;
  const person = {
    code: row.code,
    firstName: row.firstName,
    lastName: row.lastName,
    initials: keepOr(row.initials, existing?.initials ?? null),
    telephone: keepOr(row.telephone, existing?.telephone ?? null),
    email: keepOr(row.email, existing?.email ?? null),
    birthDate: keepOr(row.birthDate, existing?.birthDate ?? null),
  };
  const personChanged = !existing || (Object.keys(person) as (keyof typeof person)[]).some((key) => person[key] !== existing[key]);
  const before = current?.employments ?? [];
  const wanted = (row.employments ?? []).map((input) => wantedEmployment(input, before, lookups));
  const untouched = before.filter((employment) => !wanted.some((w) => 'id' in w && w.id === employment.id));
  const final = [...untouched, ...wanted];
  // Positions in the list stand in for ids, as the new employments have none yet.
  const spans = final.map((employment, index) => ({ ...employment, employmentId: index }));
  for (const span of spans) {
    assertDates(span);
    assertNoOverlap(span, spans);
  }
  const changedEmployments = wanted.filter((w) => {
    const old = 'id' in w ? before.find((employment) => employment.id === w.id) : undefined;
    return !old || !sameEmployment(old, w);
  });
  if (!personChanged && changedEmployments.length === 0 && current) return { outcome: 'unchanged', employee: current };

  const [saved] = existing
    ? await db.update(employees).set(person).where(eq(employees.id, existing.id)).returning()
    : await db.insert(employees).values(person).returning();
  if (!saved) throw new Error('Medarbejderen blev ikke gemt');
  const written = new Map<SyncedEmployment | Omit<SyncedEmployment, 'id'>, SyncedEmployment>();
  for (const w of changedEmployments) {
    written.set(w, await writeEmployment(db, saved.id, w, 'id' in w ? before.find((employment) => employment.id === w.id) : undefined));
  }
  const employmentsAfter = [...untouched, ...wanted.map((w) => written.get(w) ?? (w as SyncedEmployment))];
  return { outcome: existing ? 'updated' : 'created', employee: { row: saved, employments: employmentsAfter } };
}
