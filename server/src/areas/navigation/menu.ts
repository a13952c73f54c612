import { asc, eq } from 'drizzle-orm';
import { contract, type MenuItemDto } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { menuItems } from '../../db/schema/index.ts';
import { MAIN_MENU } from '../../db/reference/menu.ts';
import type { Config } from '../../config.ts';

type MenuRow = typeof menuItems.$inferSelect;

/** An item shows when it names no roles or one of the caller's, and its parent shows too. */
function visibleItems(rows: MenuRow[], userRoles: readonly string[]): MenuRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const allowed = (row: MenuRow): boolean => row.roles.length === 0 || row.roles.some((role) => userRoles.includes(role));
  const visible = (row: MenuRow): boolean => {
    if (!allowed(row)) return false;
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    return parent === undefined || visible(parent);
  };
  return rows.filter(visible);
}

/** The items of a feature that is off are left out. */
const featureOf = new Map(MAIN_MENU.flatMap((entry) => (entry.feature ? [[`main.${entry.key}` as string, entry.feature] as const] : [])));
const featureOn = (row: MenuRow, config: Config) => {
  const feature = featureOf.get(row.key);
  return feature === undefined || config.features[feature];
};

function isBelow(row: MenuRow, ancestorId: number, byId: Map<number, MenuRow>): boolean {
  for (let parentId = row.parentId; parentId !== null; parentId = byId.get(parentId)?.parentId ?? null) {
    if (parentId === ancestorId) return true;
  }
  return false;
}

export const getMenuItems = handle(contract.navigationMenu.getMenuItemsByMenuNameAndMenuItemId, async ({ db, body, user, services }) => {
  const rows = await db.select().from(menuItems).where(eq(menuItems.menuName, body.menuName)).orderBy(asc(menuItems.sortOrder));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const parentId = body.menuItemId ?? null;
  return visibleItems(rows, user.roles)
    .filter((row) => featureOn(row, services.config))
    .filter((row) => parentId === null || isBelow(row, parentId, byId))
    .map(
      (row): MenuItemDto => ({
        menuItemId: row.id,
        menuName: row.menuName,
        displayName: row.displayName,
        routerLink: row.routerLink,
        iconClass: row.iconClass,
        sortOrder: row.sortOrder,
        parentId: row.parentId,
        isParent: row.isParent,
      }),
    );
});

export const navigationHandlers = [getMenuItems];
