import { and, eq, sql } from 'drizzle-orm';
import type { ManningDocumentDto, SaveManningDocumentRequest } from '@kaj/contract';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { manningRequirements } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { idArray } from '../../db/sql-values.ts';
import { danishDate } from '../shared/danish-dates.ts';

// Reading and writing the departments' manning documents: one row per line, a version is the lines of a
// department with the same valid_from.

interface LineRow {
  department_id: number;
  department_name: string;
  valid_from: string;
  position_group_id: number;
  position_group_name: string;
  watch_template_id: number | null;
  code: string | null;
  minimum: number;
  changed_by: string | null;
}

/** Every version of the given departments (all of them for null), by department name and date, lines by group and code. */
export async function listDocuments(db: Db, departmentIds: readonly number[] | null, validFrom?: string): Promise<ManningDocumentDto[]> {
  if (departmentIds !== null && departmentIds.length === 0) return [];
  const rows = await queryRows<LineRow>(db, sql`
    select m.department_property_id as department_id, d.name as department_name, to_char(m.valid_from, 'YYYY-MM-DD') as valid_from,
      m.position_group_property_id as position_group_id, g.name as position_group_name, m.watch_template_id, t.code, m.minimum,
      trim(u.first_name || ' ' || u.last_name) as changed_by
    from manning_requirements m
    join properties d on d.id = m.department_property_id
    join properties g on g.id = m.position_group_property_id
    left join watch_templates t on t.id = m.watch_template_id
    left join users u on u.id = m.changed_by
    where ${departmentIds === null ? sql`true` : sql`m.department_property_id = any(${idArray(departmentIds)})`}
      and ${validFrom === undefined ? sql`true` : sql`m.valid_from = ${validFrom}::date`}
    order by d.name, m.department_property_id, m.valid_from, g.name, t.code nulls first`);
  const documents = new Map<string, ManningDocumentDto>();
  for (const row of rows) {
    const key = `${row.department_id}|${row.valid_from}`;
    const document = documents.get(key) ?? { departmentId: Number(row.department_id), departmentName: row.department_name, validFrom: row.valid_from, lines: [], changedBy: row.changed_by };
    document.lines.push({ positionGroupId: Number(row.position_group_id), positionGroupName: row.position_group_name, watchTemplateId: row.watch_template_id === null ? null : Number(row.watch_template_id), code: row.code, minimum: Number(row.minimum) });
    documents.set(key, document);
  }
  return [...documents.values()];
}

export async function findDocument(db: Db, departmentId: number, validFrom: string): Promise<ManningDocumentDto | null> {
  const [document] = await listDocuments(db, [departmentId], validFrom);
  return document ?? null;
}

/** Position groups must be position groups, and codes active watch codes. */
export async function assertLineReferences(db: Db, lines: SaveManningDocumentRequest['lines']): Promise<void> {
  const groupIds = [...new Set(lines.map((line) => line.positionGroupId))];
  const groups = await queryRows<{ id: number }>(db, sql`
    select p.id from properties p join property_types t on t.id = p.property_type_id
    where p.id = any(${idArray(groupIds)}) and t.key = 'positionGroup'`);
  if (groups.length < groupIds.length) throw badRequest('not_a_position_group', 'En stillingsgruppe i bemandingskravet findes ikke.');
  const codeIds = [...new Set(lines.flatMap((line) => (line.watchTemplateId === null ? [] : [line.watchTemplateId])))];
  if (codeIds.length === 0) return;
  const codes = await queryRows<{ id: number; code: string; active: boolean }>(db, sql`select id, code, active from watch_templates where id = any(${idArray(codeIds)})`);
  if (codes.length < codeIds.length) throw badRequest('unknown_watch_code', 'En vagtkode i bemandingskravet findes ikke.');
  const inactive = codes.find((code) => !code.active);
  if (inactive) throw badRequest('watch_template_inactive', `Vagtkoden ${inactive.code} er deaktiveret og kan ikke bruges i et bemandingskrav.`);
}

export function documentExists(validFrom: string) {
  return badRequest('manning_version_exists', `Afdelingen har allerede et bemandingskrav gældende fra ${danishDate(validFrom)}.`);
}

export async function deleteVersion(db: Db, departmentId: number, validFrom: string): Promise<void> {
  await db.delete(manningRequirements).where(and(eq(manningRequirements.departmentPropertyId, departmentId), eq(manningRequirements.validFrom, validFrom)));
}

export async function insertVersion(db: Db, request: SaveManningDocumentRequest, changedBy: number): Promise<void> {
  await db.insert(manningRequirements).values(
    request.lines.map((line) => ({
      departmentPropertyId: request.departmentId,
      validFrom: request.validFrom,
      positionGroupPropertyId: line.positionGroupId,
      watchTemplateId: line.watchTemplateId,
      minimum: line.minimum,
      changedBy,
    })),
  );
}

/** A watch code some version of a manning document names: it cannot be deleted before the document changes. */
export async function requirementUsesTemplate(db: Db, watchTemplateId: number): Promise<boolean> {
  const [row] = await db.select({ id: manningRequirements.id }).from(manningRequirements).where(eq(manningRequirements.watchTemplateId, watchTemplateId)).limit(1);
  return row !== undefined;
}
