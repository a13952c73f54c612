import { and, asc, eq, ne } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import type { Db } from '../../db/client.ts';
import { handle } from '../../http/handler.ts';
import { badRequest, notFound } from '../../errors.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import { employeeCars, mileages } from '../../db/schema/index.ts';
import { addressOwner } from './address-owner.ts';

type CarRow = typeof employeeCars.$inferSelect;

const toDto = (row: CarRow) => ({
  employeeCarId: row.id,
  validFrom: row.validFrom,
  validTo: row.validTo,
  isCompanyCar: row.isCompanyCar,
  licenseplate: row.licenseplate,
});

async function ownCar(db: Db, employeeId: number, id: number): Promise<CarRow> {
  const [row] = await db
    .select()
    .from(employeeCars)
    .where(and(eq(employeeCars.id, id), eq(employeeCars.employeeId, employeeId)));
  if (!row) throw notFound('Bilen findes ikke.');
  return row;
}

const plateTaken = (plate: string) => badRequest('licenseplate_taken', `Medarbejderen har allerede en bil med nummerpladen ${plate}.`);

/** Plates are kept upper case with single spaces and compared without spaces: "AB 12 345" and "ab12345" are one car. */
const normalise = (plate: string) => plate.replace(/\s+/g, ' ').trim().toUpperCase();

async function assertPlateFree(db: Db, employeeId: number, plate: string, exceptId: number | undefined) {
  const rows = await db
    .select({ plate: employeeCars.licenseplate })
    .from(employeeCars)
    .where(and(eq(employeeCars.employeeId, employeeId), exceptId === undefined ? undefined : ne(employeeCars.id, exceptId)));
  const wanted = plate.replace(/\s/g, '');
  if (rows.some((row) => row.plate.toUpperCase().replace(/\s/g, '') === wanted)) throw plateTaken(plate);
}

const getCars = (call: typeof contract.milage.getEmployeeCars | typeof contract.app.getEmployeeCars) =>
  handle(call, async ({ db, user, query }) => {
    const employeeId = await addressOwner(db, user, query.forEmployeeId);
    const rows = await db
      .select()
      .from(employeeCars)
      .where(eq(employeeCars.employeeId, employeeId))
      .orderBy(asc(employeeCars.licenseplate), asc(employeeCars.id));
    return rows.map(toDto);
  });

const saveCar = (call: typeof contract.milage.saveEmployeeCar | typeof contract.app.saveEmployeeCar) =>
  handle(call, async ({ db, user, query, body }) => {
    const employeeId = await addressOwner(db, user, query.forEmployeeId);
    const licenseplate = normalise(body.licenseplate);
    const existingId = body.employeeCarId ?? undefined;
    if (existingId !== undefined) await ownCar(db, employeeId, existingId);
    await assertPlateFree(db, employeeId, licenseplate, existingId);
    const values = { employeeId, validFrom: body.validFrom ?? null, validTo: body.validTo ?? null, isCompanyCar: body.isCompanyCar, licenseplate };
    try {
      const [saved] =
        existingId === undefined
          ? await db.insert(employeeCars).values(values).returning()
          : await db.update(employeeCars).set(values).where(eq(employeeCars.id, existingId)).returning();
      if (!saved) throw new Error('Bilen blev ikke gemt');
      return toDto(saved);
    } catch (error) {
      if (isUniqueViolation(error)) throw plateTaken(licenseplate);
      throw error;
    }
  });

const removeCar = (call: typeof contract.milage.removeEmployeeCar | typeof contract.app.removeEmployeeCar) =>
  handle(call, async ({ db, user, query, body }) => {
    const employeeId = await addressOwner(db, user, query.forEmployeeId);
    const row = await ownCar(db, employeeId, body.employeeCarId);
    const [trip] = await db.select({ id: mileages.id }).from(mileages).where(eq(mileages.employeeCarId, row.id)).limit(1);
    if (trip) throw badRequest('car_in_use', 'Bilen kan ikke slettes, fordi der er registreret kørsel i den. Sæt en slutdato på bilen i stedet.');
    await db.delete(employeeCars).where(eq(employeeCars.id, row.id));
    return null;
  });

export const carHandlers = [contract.milage, contract.app].flatMap((controller) => [
  getCars(controller.getEmployeeCars),
  saveCar(controller.saveEmployeeCar),
  removeCar(controller.removeEmployeeCar),
]);
