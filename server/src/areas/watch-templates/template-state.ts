import { eq } from 'drizzle-orm';
import { contract, hexColor } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { badRequest } from '../../errors.ts';
import { watchTemplates } from '../../db/schema/index.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/constraint-errors.ts';
import { assertMayChange } from './template-access.ts';
import { assertCodeFreeAmongActive, getTemplateRow, loadTemplate, usedTemplateIds } from './templates-repository.ts';
import { requirementUsesTemplate } from '../manning/manning-store.ts';

/** Activating offers the code again in a sort group; a replacement named while it was inactive no longer applies. */
export const activateWatchTemplate = handle(contract.watchTemplate.activateWatchTemplateById, async ({ db, user, query }) =>
  db
    .transaction(async (tx) => {
      const template = await getTemplateRow(tx, query.id);
      assertMayChange(user, template.planUserId);
      await assertCodeFreeAmongActive(tx, template.code, template.id);
      await tx.update(watchTemplates).set({ active: true, sortGroup: query.sortgroup, replacementWatchTemplateId: null }).where(eq(watchTemplates.id, template.id));
      return loadTemplate(tx, template.id);
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw badRequest('watch_code_taken', 'Der findes allerede en aktiv vagtkode med samme kode.');
      throw error;
    }),
);

export const deactivateWatchTemplate = handle(contract.watchTemplate.deactivateWatchTemplateById, async ({ db, user, query }) =>
  db.transaction(async (tx) => {
    const template = await getTemplateRow(tx, query.id);
    assertMayChange(user, template.planUserId);
    const replacementId = query.replacementWatchTemplateId;
    if (replacementId !== undefined) {
      if (replacementId === template.id) throw badRequest('replacement_is_self', 'En vagtkode kan ikke erstatte sig selv.');
      const replacement = await getTemplateRow(tx, replacementId).catch(() => {
        throw badRequest('unknown_replacement', 'Den erstattende vagtkode findes ikke.');
      });
      if (!replacement.active) throw badRequest('replacement_inactive', `Vagtkoden ${replacement.code} er ikke aktiv og kan ikke tilbydes i stedet.`);
    }
    await tx
      .update(watchTemplates)
      .set({ active: false, replacementWatchTemplateId: replacementId ?? template.replacementWatchTemplateId })
      .where(eq(watchTemplates.id, template.id));
    return loadTemplate(tx, template.id);
  }),
);

export const saveWatchTemplateColor = handle(contract.watchTemplate.saveWatchTemplateColor, async ({ db, user, query }) => {
  const color = hexColor.safeParse(query.color.trim());
  if (!color.success) throw badRequest('invalid_color', 'Farven skal skrives #rrggbb.');
  return db.transaction(async (tx) => {
    const template = await getTemplateRow(tx, query.id);
    assertMayChange(user, template.planUserId);
    await tx.update(watchTemplates).set({ color: color.data }).where(eq(watchTemplates.id, template.id));
    return loadTemplate(tx, template.id);
  });
});

/** Only a template no watch uses (`canBeDeleted`); templates that named it as replacement lose the reference. */
export const deleteWatchTemplate = handle(contract.watchTemplate.deleteWatchTemplateById, async ({ db, user, query }) => {
  await db
    .transaction(async (tx) => {
      const template = await getTemplateRow(tx, query.id);
      assertMayChange(user, template.planUserId);
      if ((await usedTemplateIds(tx, [template.id])).has(template.id)) throw inUse();
      if (await requirementUsesTemplate(tx, template.id)) throw badRequest('watch_template_in_manning', 'Vagtkoden bruges i et bemandingskrav og kan ikke slettes. Ret kravet eller deaktivér koden.');
      await tx.delete(watchTemplates).where(eq(watchTemplates.id, template.id));
    })
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw inUse();
      throw error;
    });
  return null;
});

const inUse = () => badRequest('watch_template_in_use', 'Vagtkoden bruges af vagter og kan ikke slettes. Deaktivér den i stedet.');
