import { and, eq } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { badRequest, notFound } from '../../errors.ts';
import { infoNames, infoValues, nextOfKin } from '../../db/schema/index.ts';
import { assertEmployeeWithin, readReach, writeReach } from './employee-access.ts';
import { getEmployeeRow, toNextOfKinDto } from './employees-repository.ts';

// Next of kin and named information (InfoName/InfoValue) of an employee.

const blankToNull = (text: string | null | undefined) => (text == null || text.trim() === '' ? null : text.trim());

function cleanInfoName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw badRequest('info_name_required', 'Oplysningen skal have et navn.');
  if (trimmed.length > 100) throw badRequest('info_name_too_long', 'Navnet på oplysningen kan højst være 100 tegn.');
  return trimmed;
}

export const saveNextOfKin = handle(contract.employee.saveNextOfKin, async ({ db, user, body }) =>
  db.transaction(async (tx) => {
    await getEmployeeRow(tx, body.employeeId);
    await assertEmployeeWithin(tx, await writeReach(tx, user), body.employeeId);
    const values = {
      employeeId: body.employeeId,
      name: body.name,
      relation: blankToNull(body.relation),
      telephone: blankToNull(body.telephone),
      email: blankToNull(body.email),
      address: blankToNull(body.address),
    };
    if (body.nextOfKinId) {
      const [current] = await tx.select().from(nextOfKin).where(eq(nextOfKin.id, body.nextOfKinId));
      if (!current || current.employeeId !== body.employeeId) throw notFound('De pårørende findes ikke hos medarbejderen.');
    }
    const [saved] = body.nextOfKinId
      ? await tx.update(nextOfKin).set(values).where(eq(nextOfKin.id, body.nextOfKinId)).returning()
      : await tx.insert(nextOfKin).values(values).returning();
    if (!saved) throw new Error('De pårørende blev ikke gemt');
    return toNextOfKinDto(saved);
  }),
);

export const getNamedInfo = handle(contract.employee.getNamedInfo, async ({ db, user, query }) => {
  await getEmployeeRow(db, query.employeeId);
  await assertEmployeeWithin(db, await readReach(db, user), query.employeeId);
  const infoName = cleanInfoName(query.infoName);
  const [row] = await db
    .select({ value: infoValues.value })
    .from(infoValues)
    .innerJoin(infoNames, eq(infoNames.id, infoValues.infoNameId))
    .where(and(eq(infoValues.employeeId, query.employeeId), eq(infoNames.name, infoName)));
  return { employeeId: query.employeeId, infoName, infoValue: row?.value ?? null };
});

/** Sets a value (the name is created the first time it is used); a left-out or empty value removes it. */
export const saveNamedInfo = handle(contract.employee.saveNamedInfo, async ({ db, user, query }) =>
  db.transaction(async (tx) => {
    await getEmployeeRow(tx, query.employeeId);
    await assertEmployeeWithin(tx, await writeReach(tx, user), query.employeeId);
    const infoName = cleanInfoName(query.infoName);
    const value = blankToNull(query.infoValue);
    await tx.insert(infoNames).values({ name: infoName }).onConflictDoNothing();
    const [name] = await tx.select({ id: infoNames.id }).from(infoNames).where(eq(infoNames.name, infoName));
    if (!name) throw new Error('Oplysningens navn blev ikke oprettet');
    const key = and(eq(infoValues.employeeId, query.employeeId), eq(infoValues.infoNameId, name.id));
    if (value === null) await tx.delete(infoValues).where(key);
    else {
      await tx
        .insert(infoValues)
        .values({ employeeId: query.employeeId, infoNameId: name.id, value })
        .onConflictDoUpdate({ target: [infoValues.employeeId, infoValues.infoNameId], set: { value } });
    }
    return { employeeId: query.employeeId, infoName, infoValue: value };
  }),
);
