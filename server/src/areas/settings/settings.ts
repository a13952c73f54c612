import { and, eq, isNull } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { notFound } from '../../errors.ts';
import type { Db } from '../../db/client.ts';
import { userSettings } from '../../db/schema/index.ts';

type SettingRow = typeof userSettings.$inferSelect;

const toSettingDto = (row: SettingRow) => ({
  settingId: row.id,
  entityName: row.entityName,
  selection: row.selection,
  propertyTypeId: row.propertyTypeId,
});

/** A setting of the caller's own; another user's setting is as good as missing. */
async function ownSetting(db: Db, userId: number, settingId: number): Promise<SettingRow> {
  const [row] = await db
    .select()
    .from(userSettings)
    .where(and(eq(userSettings.id, settingId), eq(userSettings.userId, userId)));
  if (!row) throw notFound('Indstillingen findes ikke.');
  return row;
}

export const getUserSettings = handle(contract.setting.getUserSettings, async ({ db, user }) => {
  const rows = await db.select().from(userSettings).where(eq(userSettings.userId, user.id)).orderBy(userSettings.id);
  return rows.map(toSettingDto);
});

/** Saves by id, or else replaces the caller's setting of the same entity name and property type. */
export const saveUserSetting = handle(contract.setting.saveUserSetting, async ({ db, user, body }) =>
  db.transaction(async (tx) => {
    const propertyTypeId = body.propertyTypeId ?? null;
    const existing = body.settingId
      ? await ownSetting(tx, user.id, body.settingId)
      : (
          await tx
            .select()
            .from(userSettings)
            .where(
              and(
                eq(userSettings.userId, user.id),
                eq(userSettings.entityName, body.entityName),
                propertyTypeId === null ? isNull(userSettings.propertyTypeId) : eq(userSettings.propertyTypeId, propertyTypeId),
              ),
            )
        )[0];
    const values = { entityName: body.entityName, selection: body.selection, propertyTypeId };
    const [saved] = existing
      ? await tx.update(userSettings).set(values).where(eq(userSettings.id, existing.id)).returning()
      : await tx
          .insert(userSettings)
          .values({ ...values, userId: user.id })
          .returning();
    if (!saved) throw new Error('Indstillingen blev ikke gemt');
    return toSettingDto(saved);
  }),
);

export const deleteUserSettings = handle(contract.setting.deleteUserSettings, async ({ db, user }) => {
  await db.delete(userSettings).where(eq(userSettings.userId, user.id));
  return null;
});

export const deleteUserSetting = handle(contract.setting.deleteUserSetting, async ({ db, user, query }) => {
  const row = await ownSetting(db, user.id, query.settingId);
  await db.delete(userSettings).where(eq(userSettings.id, row.id));
  return null;
});

export const settingHandlers = [getUserSettings, saveUserSetting, deleteUserSettings, deleteUserSetting];
