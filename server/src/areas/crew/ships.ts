import { sql } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session-user.ts';
import { departmentReach, reaches, type Reach } from '../../auth/reach.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { forbidden, notFound } from '../../errors.ts';

// Ships follow the notion of the rest card's heading (docs/decisions.md): a department property with departments
// below it (M/F Havørnen above Dæk, Maskine, Cafeteria); its crew are the employments in it or one level below.

export interface Ship {
  shipId: number;
  name: string;
  code: string | null;
}

const shipsWhere = sql`t.key = 'department' and exists (select 1 from properties c where c.parent_id = p.id)`;

async function allShips(db: Db): Promise<Ship[]> {
  return queryRows<Ship>(db, sql`
    select p.id as "shipId", p.name, p.code from properties p join property_types t on t.id = p.property_type_id
    where ${shipsWhere} and not p.disabled order by p.name, p.id`);
}

/** The ships the caller reaches: the ship itself must be within their departments. */
export async function shipsInReach(db: Db, user: SessionUser): Promise<Ship[]> {
  const reach = await departmentReach(db, user);
  return (await allShips(db)).filter((ship) => reaches(reach, ship.shipId));
}

/** A ship within the reach given, or 404/403. */
export async function reachableShip(db: Db, reach: Reach, shipId: number): Promise<Ship> {
  const [ship] = await queryRows<Ship>(db, sql`
    select p.id as "shipId", p.name, p.code from properties p join property_types t on t.id = p.property_type_id
    where ${shipsWhere} and p.id = ${shipId}`);
  if (!ship) throw notFound('Skibet findes ikke.');
  if (!reaches(reach, ship.shipId)) throw forbidden('Skibet ligger uden for dine afdelinger.');
  return ship;
}
