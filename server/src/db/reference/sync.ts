import { and, eq, notInArray } from 'drizzle-orm';
import { ROLES } from '@kaj/contract';
import type { Db } from '../client.ts';
import { menuItems, propertyTypes, roles } from '../schema/index.ts';
import { syncApprovalLevels } from './approval-levels.ts';
import { syncClosingActivityTypes } from './closing-activity-types.ts';
import { MAIN_MENU } from './menu.ts';
import { syncMileageRates } from './mileage-rates.ts';
import { CORE_PROPERTY_TYPES } from './property-types.ts';

/**
 * Reference data lives in code and is brought up to date at every start, idempotently:
 * roles, the main menu, the property types, the closing activity types and the approval levels the code refers to.
 */
export async function syncReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(roles)
      .values(ROLES.map((name) => ({ name })))
      .onConflictDoNothing();
    for (const type of CORE_PROPERTY_TYPES) {
      await tx
        .insert(propertyTypes)
        .values({ key: type.key, name: type.name, canHaveValue: 'canHaveValue' in type ? type.canHaveValue : false })
        .onConflictDoNothing();
    }
    await syncClosingActivityTypes(tx);
    await syncApprovalLevels(tx);
    await syncMileageRates(tx);
    const ids = new Map<string, number>();
    for (const [index, entry] of MAIN_MENU.entries()) {
      const values = {
        menuName: 'main',
        key: `main.${entry.key}`,
        displayName: entry.displayName,
        routerLink: entry.routerLink,
        iconClass: entry.iconClass,
        sortOrder: (index + 1) * 10,
        parentId: entry.parent ? (ids.get(entry.parent) ?? null) : null,
        isParent: MAIN_MENU.some((child) => child.parent === entry.key),
        roles: [...entry.roles],
      };
      const [row] = await tx
        .insert(menuItems)
        .values(values)
        .onConflictDoUpdate({ target: menuItems.key, set: values })
        .returning({ id: menuItems.id });
      if (row) ids.set(entry.key, row.id);
    }
    const keep = MAIN_MENU.map((entry) => `main.${entry.key}`);
    await tx.delete(menuItems).where(and(eq(menuItems.menuName, 'main'), notInArray(menuItems.key, keep)));
  });
}

export async function propertyTypeId(db: Db, key: string): Promise<number> {
  const [row] = await db.select({ id: propertyTypes.id }).from(propertyTypes).where(eq(propertyTypes.key, key));
  if (!row) throw new Error(`Egenskabstypen ${key} mangler`);
  return row.id;
}
