import { eq } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { badRequest } from '../../errors.ts';
import { properties } from '../../db/schema/index.ts';
import { isForeignKeyViolation } from '../../db/constraint-errors.ts';
import { assertCodeFree, assertValidParent, getProperty, getPropertyType, whyInUse } from './properties-repository.ts';
import { toPropertyDto } from './property-mappers.ts';
import { recalculateAfter } from '../pay-engine/recalculation/index.ts';

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw badRequest('name_required', 'Navn skal udfyldes.');
  if (trimmed.length > 100) throw badRequest('name_too_long', 'Navnet kan højst være 100 tegn.');
  return trimmed;
}

function cleanCode(code: string | undefined): string | null {
  const trimmed = code?.trim() ?? '';
  if (trimmed.length > 20) throw badRequest('code_too_long', 'Koden kan højst være 20 tegn.');
  return trimmed === '' ? null : trimmed;
}

export const addProperty = handle(contract.property.addProperty, async ({ db, query }) =>
  db.transaction(async (tx) => {
    const type = await getPropertyType(tx, query.propertyTypeId);
    const name = cleanName(query.name);
    const code = cleanCode(query.code);
    const parentId = query.parentPropertyId ?? null;
    await assertValidParent(tx, { propertyTypeId: type.id }, parentId);
    await assertCodeFree(tx, type.id, code);
    const [row] = await tx.insert(properties).values({ propertyTypeId: type.id, parentId, name, code }).returning();
    if (!row) throw new Error('Egenskaben blev ikke oprettet');
    return toPropertyDto(row);
  }),
);

/** A left-out parent moves the property to the top (the contract's choice); left-out flags stay as they are. Only a department can be catering. */
export const editProperty = handle(contract.property.editProperty, async ({ db, query, user }) =>
  db.transaction(async (tx) => {
    const property = await getProperty(tx, query.propertyId);
    const name = cleanName(query.name);
    const code = cleanCode(query.code);
    const parentId = query.parentId ?? null;
    await assertValidParent(tx, property, parentId);
    await assertCodeFree(tx, property.propertyTypeId, code, property.id);
    if (query.isCatering === true && (await getPropertyType(tx, property.propertyTypeId)).key !== 'department') {
      throw badRequest('catering_not_department', 'Kun en afdeling kan være cateringafdeling.');
    }
    const [row] = await tx
      .update(properties)
      .set({
        name,
        code,
        parentId,
        selectable: query.selectable ?? property.selectable,
        disabled: query.disabled ?? property.disabled,
        isCatering: query.isCatering ?? property.isCatering,
      })
      .where(eq(properties.id, property.id))
      .returning();
    if (!row) throw new Error('Egenskaben blev ikke gemt');
    // Rules match a property with those below it: a new place in the tree can change every agreement's figures.
    if (property.parentId !== parentId) await recalculateAfter(tx, { kind: 'everyone' }, { reason: `Egenskaben "${name}" er flyttet`, user });
    return toPropertyDto(row);
  }),
);

export const moveProperty = handle(contract.property.moveProperty, async ({ db, query, user }) =>
  db.transaction(async (tx) => {
    const property = await getProperty(tx, query.propertyId);
    const parentId = query.parentPropertyId ?? null;
    await assertValidParent(tx, property, parentId);
    const [row] = await tx.update(properties).set({ parentId }).where(eq(properties.id, property.id)).returning();
    if (!row) throw new Error('Egenskaben blev ikke flyttet');
    if (property.parentId !== parentId) await recalculateAfter(tx, { kind: 'everyone' }, { reason: `Egenskaben "${row.name}" er flyttet`, user });
    return toPropertyDto(row);
  }),
);

/** Only a property nothing uses; the foreign keys catch any use the check does not name. */
export const deleteProperty = handle(contract.property.deleteProperty, async ({ db, query }) => {
  await db
    .transaction(async (tx) => {
      const property = await getProperty(tx, query.propertyId);
      const reason = await whyInUse(tx, property.id);
      if (reason) throw badRequest('property_in_use', reason);
      await tx.delete(properties).where(eq(properties.id, property.id));
    })
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw badRequest('property_in_use', 'Egenskaben bruges stadig og kan ikke slettes. Deaktivér den i stedet.');
      throw error;
    });
  return null;
});
