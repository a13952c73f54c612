import { and, asc, eq, or } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import type { Db } from '../../db/client.ts';
import { handle } from '../../http/handler.ts';
import { badRequest, notFound } from '../../errors.ts';
import { employeeAddresses, mileageDetails } from '../../db/schema/index.ts';
import { addressOwner } from './address-owner.ts';

type AddressRow = typeof employeeAddresses.$inferSelect;

const coordinate = (value: string | null) => (value === null || value === '' ? null : Number(value));
const blankToNull = (value: string | null | undefined) => (value == null || value.trim() === '' ? null : value.trim());

const toDto = (row: AddressRow) => ({
  employeeAddressId: row.id,
  validFrom: row.validFrom,
  validTo: row.validTo,
  locationType: row.locationType as 0 | 1 | 2 | 3 | -1,
  text: row.text,
  roadName: row.roadName,
  houseNumber: row.houseNumber,
  floor: row.floor,
  door: row.door,
  postalCode: row.postalCode,
  city: row.city,
  x: coordinate(row.x),
  y: coordinate(row.y),
  dawaId: row.dawaId,
});

async function ownAddress(db: Db, employeeId: number, id: number): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(employeeAddresses)
    .where(and(eq(employeeAddresses.id, id), eq(employeeAddresses.employeeId, employeeId)));
  if (!row) throw notFound('Adressen findes ikke.');
  return row;
}

const getAddresses = (call: typeof contract.milage.getEmployeeAddresses | typeof contract.app.getEmployeeAddresses) =>
  handle(call, async ({ db, user, query }) => {
    const employeeId = await addressOwner(db, user, query.forEmployeeId);
    const rows = await db
      .select()
      .from(employeeAddresses)
      .where(eq(employeeAddresses.employeeId, employeeId))
      .orderBy(asc(employeeAddresses.locationType), asc(employeeAddresses.validFrom), asc(employeeAddresses.id));
    return rows.map(toDto);
  });

const saveAddress = (call: typeof contract.milage.saveEmployeeAddress | typeof contract.app.saveEmployeeAddress) =>
  handle(call, async ({ db, user, query, body }) => {
    const employeeId = await addressOwner(db, user, query.forEmployeeId);
    const values = {
      employeeId,
      validFrom: body.validFrom ?? null,
      validTo: body.validTo ?? null,
      locationType: body.locationType,
      text: blankToNull(body.text),
      roadName: blankToNull(body.roadName),
      houseNumber: blankToNull(body.houseNumber),
      floor: blankToNull(body.floor),
      door: blankToNull(body.door),
      postalCode: blankToNull(body.postalCode),
      city: blankToNull(body.city),
      x: body.x == null ? null : String(body.x),
      y: body.y == null ? null : String(body.y),
      dawaId: blankToNull(body.dawaId),
    };
    const existingId = body.employeeAddressId ?? undefined;
    if (existingId !== undefined) await ownAddress(db, employeeId, existingId);
    const [saved] =
      existingId === undefined
        ? await db.insert(employeeAddresses).values(values).returning()
        : await db.update(employeeAddresses).set(values).where(eq(employeeAddresses.id, existingId)).returning();
    if (!saved) throw new Error('Adressen blev ikke gemt');
    return toDto(saved);
  });

const removeAddress = (call: typeof contract.milage.removeEmployeeAddress | typeof contract.app.removeEmployeeAddress) =>
  handle(call, async ({ db, user, query, body }) => {
    const employeeId = await addressOwner(db, user, query.forEmployeeId);
    const row = await ownAddress(db, employeeId, body.employeeAddressId);
    const [trip] = await db
      .select({ id: mileageDetails.id })
      .from(mileageDetails)
      .where(or(eq(mileageDetails.originAddressId, row.id), eq(mileageDetails.destinationAddressId, row.id)))
      .limit(1);
    if (trip) throw badRequest('address_in_use', 'Adressen kan ikke slettes, fordi registreret kørsel starter eller slutter der.');
    await db.delete(employeeAddresses).where(eq(employeeAddresses.id, row.id));
    return null;
  });

export const addressHandlers = [contract.milage, contract.app].flatMap((controller) => [
  getAddresses(controller.getEmployeeAddresses),
  saveAddress(controller.saveEmployeeAddress),
  removeAddress(controller.removeEmployeeAddress),
]);
