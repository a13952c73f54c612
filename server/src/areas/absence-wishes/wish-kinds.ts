import { and, eq, isNull, sql } from 'drizzle-orm';
import type { WatchTemplateDto, WishKindDto } from '@kaj/contract';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { watchTemplates } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { idArray } from '../../db/sql-values.ts';
import { loadTemplates } from '../watch-templates/templates-repository.ts';

// What an employee may wish for (docs/decisions.md, issue 16): an absence with an active shared code whose every
// watch carries it (FE for Ferie), limited to the absences the employment's agreement lists among its possible
// properties when it lists any (so Syg is not wished for).

interface AbsenceRow {
  id: number;
  name: string;
  agreement_id: number | null;
}

/** The templates whose every watch carries one and the same absence, by that absence: the code granting places. */
function codesByAbsence(templates: readonly WatchTemplateDto[], absenceIds: ReadonlySet<number>): Map<number, WatchTemplateDto> {
  const codes = new Map<number, WatchTemplateDto>();
  for (const template of templates) {
    const details = [...template.details, ...template.subTemplates.flatMap((sub) => sub.details)];
    const common = [...absenceIds].filter((absenceId) => details.length > 0 && details.every((detail) => detail.properties.some((p) => p.propertyId === absenceId)));
    for (const absenceId of common) if (!codes.has(absenceId)) codes.set(absenceId, template);
  }
  return codes;
}

/** The absences each agreement allows for wishes (null: the agreement lists none, so every absence with a code). */
export async function wishKinds(db: Db, agreementIds: readonly number[]): Promise<Map<number, WishKindDto[]>> {
  const rows = await queryRows<AbsenceRow>(
    db,
    sql`select p.id, p.name, ap.agreement_id
        from properties p join property_types t on t.id = p.property_type_id and t.key = 'absence'
        left join agreement_properties ap on ap.property_id = p.id and ap.agreement_id = any(${idArray(agreementIds)})
        where not p.disabled and p.selectable
        order by p.name, p.id`,
  );
  const absenceIds = new Set(rows.map((row) => Number(row.id)));
  const templates = await loadTemplates(db, and(eq(watchTemplates.active, true), isNull(watchTemplates.planUserId)));
  const codes = codesByAbsence(templates, absenceIds);
  const kindOf = (row: AbsenceRow): WishKindDto[] => {
    const code = codes.get(Number(row.id));
    return code ? [{ propertyId: Number(row.id), name: row.name, code: code.code, color: code.color }] : [];
  };
  const everyKind = [...new Map(rows.flatMap(kindOf).map((kind) => [kind.propertyId, kind])).values()];
  const result = new Map<number, WishKindDto[]>();
  for (const agreementId of agreementIds) {
    const listed = rows.filter((row) => row.agreement_id !== null && Number(row.agreement_id) === agreementId);
    result.set(agreementId, listed.length > 0 ? listed.flatMap(kindOf) : everyKind);
  }
  return result;
}

/** The absence of a wish, refused when the employment's agreement does not allow it for wishes. */
export async function assertWishKind(db: Db, agreementId: number, propertyId: number): Promise<WishKindDto> {
  const kind = (await wishKinds(db, [agreementId])).get(agreementId)?.find((each) => each.propertyId === propertyId);
  if (!kind) throw badRequest('not_a_wish_kind', 'Du kan ikke ønske dette fravær. Vælg et af dem på listen.');
  return kind;
}
