import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { contract, CREW_KEEPERS } from '@kaj/contract';
import { instantOf, toIsoDateTime } from '@kaj/domain';
import type { SessionUser } from '../../auth/session-user.ts';
import { departmentReach } from '../../auth/reach.ts';
import type { Db } from '../../db/client.ts';
import { crewLists, crewMembers, employees } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { handle } from '../../http/handler.ts';
import { assertEmployeeWithin } from '../employees/employee-access.ts';
import { chooseProperties } from '../properties/choosable.ts';
import { actorOf } from '../planning/watches/watch-audit.ts';
import { recordChange } from '../self-service/change-log.ts';
import { danishDate } from '../shared/danish-dates.ts';
import { crewOnBoard } from './crew-on-board.ts';
import { crewList, listHeader, listHeaders } from './crew-store.ts';
import { reachableShip, shipsInReach } from './ships.ts';

// Crew lists (DOMAIN.md section 11): read by every planning reader of the ship, kept by planners and the ship.

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const keepersReach = (db: Db, user: SessionUser) => departmentReach(db, user, CREW_KEEPERS);

/** A list the caller may read (or, with `keep`, change). */
async function reachableList(db: Db, user: SessionUser, listId: number, keep: boolean) {
  const header = await listHeader(db, listId);
  await reachableShip(db, keep ? await keepersReach(db, user) : await departmentReach(db, user), header.shipId);
  return header;
}

function assertValidUntil(validUntil: string, listDate: string): void {
  if (validUntil < listDate) throw badRequest('valid_until_before_list', `Datoen skal ligge på eller efter listens dato ${danishDate(listDate)}.`);
}

export const getCrewListShips = handle(contract.plan.getCrewListShips, async ({ db, user }) => shipsInReach(db, user));

export const getCrewLists = handle(contract.plan.getCrewLists, async ({ db, user, query }) => {
  await reachableShip(db, await departmentReach(db, user), query.shipid);
  return listHeaders(db, query.shipid, query.date);
});

export const getCrewList = handle(contract.plan.getCrewList, async ({ db, user, query }) => {
  await reachableList(db, user, query.listid, false);
  return crewList(db, query.listid);
});

export const createCrewList = handle(contract.plan.createCrewList, async ({ db, user, query }) => {
  if (!TIME.test(query.time)) throw badRequest('invalid_time', 'Tidspunktet skal skrives TT:MM.');
  const listId = await db.transaction(async (tx) => {
    const ship = await reachableShip(tx, await keepersReach(tx, user), query.shipid);
    const crew = await crewOnBoard(tx, ship.shipId, toIsoDateTime(instantOf(query.date, query.time)));
    const actor = actorOf(user);
    const [list] = await tx
      .insert(crewLists)
      .values({ shipPropertyId: ship.shipId, date: query.date, time: query.time, createdByUserId: actor.userId, createdBy: actor.userName })
      .returning({ id: crewLists.id });
    if (crew.length) await tx.insert(crewMembers).values(crew.map((member) => ({ crewListId: list!.id, ...member })));
    await recordChange(tx, user, { entity: 'crewList', entityId: list!.id, date: query.date, action: 'add', after: { shipId: ship.shipId, time: query.time, crew } });
    return list!.id;
  });
  return crewList(db, listId);
});

/** The position and budget chosen for a member must be a Stilling and a Budget. */
async function assertPositionAndBudget(db: Db, positionId: number | undefined, budgetId: number | undefined): Promise<void> {
  const chosen = await chooseProperties(db, [positionId, budgetId].filter((id): id is number => id !== undefined));
  const position = positionId === undefined ? undefined : chosen.get(positionId);
  if (position && position.typeKey !== 'position') throw badRequest('not_a_position', `${position.name} er ikke en stilling.`);
  const budget = budgetId === undefined ? undefined : chosen.get(budgetId);
  if (budget && budget.typeKey !== 'budget') throw badRequest('not_a_budget', `${budget.name} er ikke et budget.`);
}

export const addCrewMember = handle(contract.plan.addCrewMember, async ({ db, user, query }) => {
  await db.transaction(async (tx) => {
    const list = await reachableList(tx, user, query.listid, true);
    assertValidUntil(query.validUntil, list.date);
    const [employee] = await tx
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.id, query.employeeId), isNull(employees.masterId)));
    if (!employee) throw notFound('Medarbejderen findes ikke.');
    await assertEmployeeWithin(tx, await keepersReach(tx, user), employee.id);
    await assertPositionAndBudget(tx, query.positionId, query.budgetId);
    const [present] = await tx
      .select({ id: crewMembers.id })
      .from(crewMembers)
      .where(and(eq(crewMembers.crewListId, list.crewListId), eq(crewMembers.employeeId, employee.id), or(isNull(crewMembers.changeAddRemove), ne(crewMembers.changeAddRemove, 'remove'))));
    if (present) throw badRequest('already_on_list', 'Medarbejderen står allerede på besætningslisten.');
    const values = {
      crewListId: list.crewListId,
      employeeId: employee.id,
      positionPropertyId: query.positionId ?? null,
      budgetPropertyId: query.budgetId ?? null,
      changeAddRemove: 'add' as const,
      changeTime: new Date().toISOString(),
      changeValidUntil: query.validUntil,
    };
    const [member] = await tx.insert(crewMembers).values(values).returning({ id: crewMembers.id });
    await recordChange(tx, user, { entity: 'crewMember', entityId: member!.id, date: list.date, action: 'add', after: values });
  });
  return crewList(db, query.listid);
});

export const addExtCrewMember = handle(contract.plan.addExtCrewMember, async ({ db, user, query }) => {
  const name = query.name.trim();
  if (name === '') throw badRequest('name_required', 'Navnet skal udfyldes.');
  if (name.length > 200) throw badRequest('name_too_long', 'Navnet kan højst være 200 tegn.');
  await db.transaction(async (tx) => {
    const list = await reachableList(tx, user, query.listid, true);
    assertValidUntil(query.validUntil, list.date);
    const values = { crewListId: list.crewListId, name, changeAddRemove: 'add' as const, changeTime: new Date().toISOString(), changeValidUntil: query.validUntil };
    const [member] = await tx.insert(crewMembers).values(values).returning({ id: crewMembers.id });
    await recordChange(tx, user, { entity: 'crewMember', entityId: member!.id, date: list.date, action: 'add', after: values });
  });
  return crewList(db, query.listid);
});

export const removeCrewMember = handle(contract.plan.removeCrewMember, async ({ db, user, query }) => {
  const listId = await db.transaction(async (tx) => {
    const [member] = await tx.select().from(crewMembers).where(eq(crewMembers.id, query.crewMemberId));
    if (!member) throw notFound('Besætningsmedlemmet findes ikke.');
    const list = await reachableList(tx, user, member.crewListId, true);
    if (member.changeAddRemove === 'remove') throw badRequest('already_removed', 'Personen er allerede taget af besætningslisten.');
    assertValidUntil(query.validUntil, list.date);
    const change = { changeAddRemove: 'remove' as const, changeTime: new Date().toISOString(), changeValidUntil: query.validUntil };
    await tx.update(crewMembers).set(change).where(eq(crewMembers.id, member.id));
    await recordChange(tx, user, { entity: 'crewMember', entityId: member.id, date: list.date, action: 'remove', before: member, after: { ...member, ...change } });
    return list.crewListId;
  });
  return crewList(db, listId);
});

export const crewHandlers = [getCrewListShips, getCrewLists, getCrewList, createCrewList, addCrewMember, addExtCrewMember, removeCrewMember];
