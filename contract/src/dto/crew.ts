import { z } from 'zod';
import { id, isoDate, isoDateTime, timeOfDay } from './common.ts';
import { line } from './values.ts';

// Crew lists: the crew on board a ship at a date and time (DOMAIN.md section 11).

/** A ship: a department property that crew lists are kept for. */
export const shipDto = z.object({ shipId: id, name: z.string(), code: z.string().nullable() });

/** How a member last changed on the list. */
export const CREW_CHANGES = ['add', 'remove'] as const;

/** One member of a crew list: an employee (`employeeID`) or an external member by name. */
export const crewListDto = z.object({
  crewMemberId: id,
  /** The employee number; null for an external member. */
  code: z.string().nullable(),
  name: z.string(),
  /** The specification's spelling. Null for an external member. */
  employeeID: id.nullable(),
  /** The member's latest change: added to or removed from the list after it was created. */
  changeAddRemove: z.enum(CREW_CHANGES).nullable(),
  changetime: isoDateTime.nullable(),
  changeValidUntil: isoDate.nullable(),
  /** The realised watch that put the member on board; null for members added by hand. */
  startDate: isoDate.nullable(),
  startTime: timeOfDay.nullable(),
  endTime: timeOfDay.nullable(),
  positionPropertyId: id.nullable(),
  positionName: z.string().nullable(),
  budgetPropertyId: id.nullable(),
  budgetName: z.string().nullable(),
  /** The identity columns of IMO FAL Form 5 (employees only; null when not given). */
  familyName: z.string().nullable(),
  givenNames: z.string().nullable(),
  nationality: z.string().nullable(),
  birthDate: isoDate.nullable(),
  birthPlace: z.string().nullable(),
  identityDocumentType: z.enum(['seamansBook', 'passport']).nullable(),
  identityDocumentNumber: z.string().nullable(),
  identityDocumentExpiry: isoDate.nullable(),
});
export type CrewListDto = z.infer<typeof crewListDto>;

export const crewListHeaderDto = z.object({
  crewListId: id,
  shipId: id,
  shipName: z.string(),
  date: isoDate,
  time: timeOfDay,
  creationTime: isoDateTime,
  createdBy: z.string(),
  memberCount: z.number().int(),
});

/** A crew list with its members, as the crew list report prints it. */
export const crewListWithMembersDto = crewListHeaderDto.extend({ members: z.array(crewListDto) });
export type CrewListWithMembersDto = z.infer<typeof crewListWithMembersDto>;

/** The kinds of identity document a crew list names (FAL Form 5): seaman's book or passport. */
export const IDENTITY_DOCUMENT_TYPES = ['seamansBook', 'passport'] as const;

/** An employee's identity for the crew list (issue 17): personal data, apart from the employee record. */
export const crewIdentityDto = z.object({
  employeeId: id,
  nationality: z.string().nullable(),
  /** Kept on the employee record (the employee form); shown here, not saved here. */
  birthDate: isoDate.nullable(),
  birthPlace: z.string().nullable(),
  identityDocumentType: z.enum(IDENTITY_DOCUMENT_TYPES).nullable(),
  identityDocumentNumber: z.string().nullable(),
  identityDocumentExpiry: isoDate.nullable(),
});
export type CrewIdentityDto = z.infer<typeof crewIdentityDto>;

export const saveCrewIdentityRequest = z.object({
  nationality: line(60, 'Nationaliteten kan højst være 60 tegn').nullish(),
  birthPlace: line(100, 'Fødestedet kan højst være 100 tegn').nullish(),
  identityDocumentType: z.enum(IDENTITY_DOCUMENT_TYPES, { message: 'Vælg søfartsbog eller pas' }).nullish(),
  identityDocumentNumber: line(40, 'Dokumentnummeret kan højst være 40 tegn').nullish(),
  identityDocumentExpiry: isoDate.nullish(),
});
