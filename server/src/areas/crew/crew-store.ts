import { sql } from 'drizzle-orm';
import type { CrewListDto, CrewListWithMembersDto } from '@kaj/contract';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { notFound } from '../../errors.ts';
import { isoOfTimestamp } from '../self-service/self-service-access.ts';

export type CrewListHeader = Omit<CrewListWithMembersDto, 'members'>;

const headerColumns = sql`
  l.id as "crewListId", l.ship_property_id as "shipId", s.name as "shipName", l.date::text as date,
  to_char(l.time, 'HH24:MI') as time, l.created_at::text as "creationTime", l.created_by as "createdBy",
  (select count(*)::int from crew_members m where m.crew_list_id = l.id and m.change_add_remove is distinct from 'remove') as "memberCount"`;

const withIsoTime = (header: CrewListHeader): CrewListHeader => ({ ...header, creationTime: isoOfTimestamp(header.creationTime) });

/** A ship's lists of a date, earliest time first. */
export async function listHeaders(db: Db, shipId: number, date: string): Promise<CrewListHeader[]> {
  const rows = await queryRows<CrewListHeader>(db, sql`
    select ${headerColumns} from crew_lists l join properties s on s.id = l.ship_property_id
    where l.ship_property_id = ${shipId} and l.date = ${date}::date order by l.time, l.id`);
  return rows.map(withIsoTime);
}

export async function listHeader(db: Db, listId: number): Promise<CrewListHeader> {
  const [row] = await queryRows<CrewListHeader>(db, sql`
    select ${headerColumns} from crew_lists l join properties s on s.id = l.ship_property_id where l.id = ${listId}`);
  if (!row) throw notFound('Besætningslisten findes ikke.');
  return withIsoTime(row);
}

/** A list with its members: employees by name, then external members, as the report prints them. */
export async function crewList(db: Db, listId: number): Promise<CrewListWithMembersDto> {
  const header = await listHeader(db, listId);
  const members = await queryRows<CrewListDto>(db, sql`
    select m.id as "crewMemberId", e.code, coalesce(trim(e.first_name || ' ' || e.last_name), m.name) as name, e.id as "employeeID",
      m.change_add_remove as "changeAddRemove", m.change_time::text as changetime, m.change_valid_until::text as "changeValidUntil",
      rw.start_date::text as "startDate", to_char(rw.start_time, 'HH24:MI') as "startTime", to_char(rw.end_time, 'HH24:MI') as "endTime",
      m.position_property_id as "positionPropertyId", pos.name as "positionName", m.budget_property_id as "budgetPropertyId", bud.name as "budgetName",
      e.last_name as "familyName", e.first_name as "givenNames", e.nationality, e.birth_date::text as "birthDate", e.birth_place as "birthPlace",
      e.identity_document_type as "identityDocumentType", e.identity_document_number as "identityDocumentNumber",
      e.identity_document_expiry::text as "identityDocumentExpiry"
    from crew_members m
    left join employees e on e.id = m.employee_id
    left join realised_watches rw on rw.id = m.realised_watch_id
    left join properties pos on pos.id = m.position_property_id
    left join properties bud on bud.id = m.budget_property_id
    where m.crew_list_id = ${listId}
    order by e.id is null, coalesce(e.last_name, m.name), e.first_name, m.id`);
  return { ...header, members: members.map((member) => ({ ...member, changetime: member.changetime === null ? null : isoOfTimestamp(member.changetime) })) };
}
