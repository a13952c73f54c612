import { eq } from 'drizzle-orm';
import { contract, type WatchTemplateDto } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { badRequest } from '../../errors.ts';
import type { Db } from '../../db/client.ts';
import { watchTemplates } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import { assertMayChange, assertPlanUserExists } from './template-access.ts';
import { assertContentProperties, contentOfRequest, contentOfTemplate, sameContent } from './template-content.ts';
import { assertCodeFreeAmongActive, getTemplateRow, loadTemplate, writeContent } from './templates-repository.ts';
import { recalculateAfter } from '../pay-engine/recalculation/index.ts';

const attachedProperties = (template: WatchTemplateDto | null) =>
  new Set(template ? [...template.details, ...template.subTemplates.flatMap((sub) => sub.details)].flatMap((d) => d.properties.map((p) => p.propertyId)) : []);

async function assertReplacement(db: Db, replacementId: number | null, templateId: number | undefined): Promise<void> {
  if (replacementId === null) return;
  if (replacementId === templateId) throw badRequest('replacement_is_self', 'En vagtkode kan ikke erstatte sig selv.');
  await getTemplateRow(db, replacementId).catch(() => {
    throw badRequest('unknown_replacement', 'Den erstattende vagtkode findes ikke.');
  });
}

/**
 * Creates or updates a template. A template that watches use keeps its watches as they were: its details
 * cannot change in place, so `replace=true` saves the content as a new template, deactivates the old one
 * and names the new one its replacement.
 */
export const saveWatchTemplate = handle(contract.watchTemplate.saveWatchTemplate, async ({ db, user, query, body }) =>
  db
    .transaction(async (tx) => {
      const planUserId = body.planUserId ?? null;
      assertMayChange(user, planUserId);
      await assertPlanUserExists(tx, planUserId);
      const content = contentOfRequest(body);
      const existing = body.watchTemplateId ? await loadTemplate(tx, body.watchTemplateId) : null;
      if (existing) assertMayChange(user, existing.planUserId);
      const replacementId = body.replacementWatchTemplateId ?? null;
      await assertReplacement(tx, replacementId, existing?.watchTemplateId);
      await assertContentProperties(tx, content, attachedProperties(existing));
      const fields = { code: body.code, color: body.color, description: body.description ?? null, sortGroup: body.sortGroup, onBoard: body.onBoard, replacementWatchTemplateId: replacementId, planUserId };

      if (existing && !query.replace) {
        const contentChanged = !sameContent(contentOfTemplate(existing), content);
        if (contentChanged && !existing.canBeDeleted) {
          throw badRequest('watch_template_in_use', 'Vagtkoden bruges af vagter, så dens vagter kan ikke ændres. Gem den som en ny vagtkode, der erstatter den.');
        }
        if (existing.active) await assertCodeFreeAmongActive(tx, body.code, existing.watchTemplateId);
        await tx.update(watchTemplates).set(fields).where(eq(watchTemplates.id, existing.watchTemplateId));
        if (contentChanged) {
          await writeContent(tx, existing.watchTemplateId, content);
          await recalculateAfter(tx, { kind: 'watchTemplate', watchTemplateId: existing.watchTemplateId }, { reason: `Vagtkoden ${body.code} er gemt`, user });
        }
        return loadTemplate(tx, existing.watchTemplateId);
      }

      if (existing) await tx.update(watchTemplates).set({ active: false }).where(eq(watchTemplates.id, existing.watchTemplateId));
      await assertCodeFreeAmongActive(tx, body.code);
      const [created] = await tx.insert(watchTemplates).values(fields).returning({ id: watchTemplates.id });
      if (!created) throw new Error('Vagtkoden blev ikke oprettet');
      await writeContent(tx, created.id, content);
      if (existing) await tx.update(watchTemplates).set({ replacementWatchTemplateId: created.id }).where(eq(watchTemplates.id, existing.watchTemplateId));
      return loadTemplate(tx, created.id);
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw badRequest('watch_code_taken', `Der findes allerede en aktiv vagtkode ${body.code}.`);
      throw error;
    }),
);
