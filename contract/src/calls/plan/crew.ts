// Plan calls: crew lists (DOMAIN.md section 11).
// Required beyond specification section 5: `crewMemberId` of RemoveCrewMember, `name` of AddExtCrewMember.
import { z } from 'zod';
import { call } from '../../call.ts';
import { q } from '../../params.ts';
import { PLANNING_READERS } from '../../roles.ts';
import { crewListHeaderDto, crewListWithMembersDto, shipDto } from '../../dto/crew.ts';
import { CREW_KEEPERS } from '../access.ts';

export const crewCalls = {
  getCrewListShips: call({ method: 'GET', summary: "The ships in the caller's reach.", access: PLANNING_READERS, response: z.array(shipDto) }),
  removeCrewMember: call({
    method: 'POST',
    summary: 'Take a member off a crew list from validUntil.',
    access: CREW_KEEPERS,
    query: { crewMemberId: q.int(), validUntil: q.date() },
    response: crewListWithMembersDto,
  }),
  addCrewMember: call({
    method: 'POST',
    summary: 'Add an employee to a crew list until validUntil, with position and budget properties.',
    access: CREW_KEEPERS,
    query: { listid: q.int(), employeeId: q.int(), positionId: q.int().optional(), budgetId: q.int().optional(), validUntil: q.date() },
    response: crewListWithMembersDto,
  }),
  addExtCrewMember: call({
    method: 'POST',
    summary: 'Add an external member by name to a crew list until validUntil.',
    access: CREW_KEEPERS,
    query: { listid: q.int(), name: q.string(), validUntil: q.date() },
    response: crewListWithMembersDto,
  }),
  createCrewList: call({
    method: 'POST',
    summary: "Create a ship's crew list at a date and time from the employees with a realised watch on board then.",
    access: CREW_KEEPERS,
    query: { date: q.date(), time: q.string().maxChars(5), shipid: q.int() },
    response: crewListWithMembersDto,
  }),
  getCrewList: call({ method: 'GET', summary: 'A crew list with its members.', access: PLANNING_READERS, query: { listid: q.int() }, response: crewListWithMembersDto }),
  getCrewLists: call({
    method: 'GET',
    summary: "A ship's crew lists of a date.",
    access: PLANNING_READERS,
    query: { date: q.date(), shipid: q.int() },
    response: z.array(crewListHeaderDto),
  }),
};
