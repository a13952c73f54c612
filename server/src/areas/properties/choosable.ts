import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { properties, propertyTypes } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';

export interface ChosenProperty {
  id: number;
  name: string;
  code: string | null;
  propertyTypeId: number;
  typeKey: string | null;
  typeName: string;
  canHaveValue: boolean;
}

/**
 * The properties about to be attached to something (an employment, a watch detail), refused unless each
 * exists and can be chosen: a node that only groups others cannot, and a disabled one only where it was
 * attached already (DOMAIN.md section 2: disabling hides it from new choices without breaking history).
 */
export async function chooseProperties(db: Db, ids: readonly number[], alreadyAttached: ReadonlySet<number> = new Set()): Promise<Map<number, ChosenProperty>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: properties.id,
      name: properties.name,
      code: properties.code,
      propertyTypeId: properties.propertyTypeId,
      selectable: properties.selectable,
      disabled: properties.disabled,
      typeKey: propertyTypes.key,
      typeName: propertyTypes.name,
      canHaveValue: propertyTypes.canHaveValue,
    })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
    .where(inArray(properties.id, wanted));
  if (rows.length !== wanted.length) throw badRequest('unknown_property', 'En af de valgte egenskaber findes ikke.');
  const chosen = new Map<number, ChosenProperty>();
  for (const { selectable, disabled, ...row } of rows) {
    if (!selectable) throw badRequest('property_not_selectable', `${row.name} samler kun andre egenskaber og kan ikke vælges.`);
    if (disabled && !alreadyAttached.has(row.id)) throw badRequest('property_disabled', `${row.name} er deaktiveret og kan ikke vælges.`);
    chosen.set(row.id, row);
  }
  return chosen;
}
