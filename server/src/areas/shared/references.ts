import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payAccountClosingActivityTypes, payAccounts, properties, propertyTypes } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';

// Checks that what a configuration refers to exists, with the Danish reason when it does not.
// Each takes every id at once, so a save checks its references in one query per kind.

type MaybeId = number | null | undefined;

function present(ids: readonly MaybeId[]): number[] {
  return [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
}

export interface SelectableOptions {
  /** Properties already referred to: they may have been disabled since, and history keeps them. */
  alreadyUsed?: ReadonlySet<number>;
  /** The property type's key the properties must have (e.g. 'department'). */
  typeKey?: string;
  /** Names what is wrong in a message about the type, e.g. "en afdeling". */
  typeLabel?: string;
}

/** Each property exists, can be chosen (not a grouping node) and is not disabled, unless already used. */
export async function assertSelectableProperties(db: Db, ids: readonly MaybeId[], options: SelectableOptions = {}): Promise<void> {
  const wanted = present(ids);
  if (wanted.length === 0) return;
  const rows = await db
    .select({ id: properties.id, name: properties.name, selectable: properties.selectable, disabled: properties.disabled, typeKey: propertyTypes.key })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
    .where(inArray(properties.id, wanted));
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const id of wanted) {
    const row = byId.get(id);
    if (!row) throw badRequest('unknown_property', `Egenskaben med id ${id} findes ikke.`);
    if (options.typeKey && row.typeKey !== options.typeKey) {
      throw badRequest('wrong_property_type', `Egenskaben "${row.name}" er ikke ${options.typeLabel ?? 'af den rigtige type'}.`);
    }
    if (!row.selectable) throw badRequest('property_not_selectable', `Egenskaben "${row.name}" kan ikke vælges; den samler kun andre egenskaber.`);
    if (row.disabled && !options.alreadyUsed?.has(id)) throw badRequest('property_disabled', `Egenskaben "${row.name}" er deaktiveret og kan ikke vælges.`);
  }
}

export async function assertPayAccountsExist(db: Db, ids: readonly MaybeId[]): Promise<void> {
  const wanted = present(ids);
  if (wanted.length === 0) return;
  const rows = await db.select({ id: payAccounts.id }).from(payAccounts).where(inArray(payAccounts.id, wanted));
  const found = new Set(rows.map((row) => row.id));
  const missing = wanted.find((id) => !found.has(id));
  if (missing !== undefined) throw badRequest('unknown_pay_account', `Lønkontoen med id ${missing} findes ikke.`);
}

export async function assertClosingActivityTypesExist(db: Db, ids: readonly MaybeId[]): Promise<void> {
  const wanted = present(ids);
  if (wanted.length === 0) return;
  const rows = await db
    .select({ id: payAccountClosingActivityTypes.id })
    .from(payAccountClosingActivityTypes)
    .where(inArray(payAccountClosingActivityTypes.id, wanted));
  const found = new Set(rows.map((row) => row.id));
  const missing = wanted.find((id) => !found.has(id));
  if (missing !== undefined) throw badRequest('unknown_closing_activity_type', `Afslutningstypen med id ${missing} findes ikke.`);
}

export async function assertPropertyTypesExist(db: Db, ids: readonly MaybeId[]): Promise<void> {
  const wanted = present(ids);
  if (wanted.length === 0) return;
  const rows = await db.select({ id: propertyTypes.id }).from(propertyTypes).where(inArray(propertyTypes.id, wanted));
  const found = new Set(rows.map((row) => row.id));
  const missing = wanted.find((id) => !found.has(id));
  if (missing !== undefined) throw badRequest('unknown_property_type', `Egenskabstypen med id ${missing} findes ikke.`);
}
