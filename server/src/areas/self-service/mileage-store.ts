import { sql } from 'drizzle-orm';
import { decimal, decimalToNumber, splitLegs, tripAllowances, type AllowanceLeg, type IsoDate, type MileageRate } from '@kaj/domain';
import type { MileageDto } from '@kaj/contract';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { mileageRates } from '../../db/schema/index.ts';

/** One leg as stored, with the trip it belongs to and, when its month is locked, the split it was paid at. */
export interface LegRow {
  mileageDetailId: number;
  mileageId: number;
  startDate: string;
  kmTotal: string;
  companyCar: boolean;
  employmentId: number;
  employeeCarId: number | null;
  purpose: string;
  approved: boolean;
  exported: boolean;
  rejected: boolean;
  decisionComment: string | null;
  locked: boolean;
  kmStart: string | null;
  kmEnd: string | null;
  originType: number;
  originAddressId: number | null;
  originText: string | null;
  destinationType: number;
  destinationAddressId: number | null;
  destinationText: string | null;
  frozenHighKm: string | null;
  frozenLowKm: string | null;
  frozenHighRate: string | null;
  frozenLowRate: string | null;
}

export const loadRates = (db: Db): Promise<MileageRate[]> =>
  db.select({ validFrom: mileageRates.validFrom, highRate: mileageRates.highRate, lowRate: mileageRates.lowRate, thresholdKm: mileageRates.thresholdKm }).from(mileageRates);

/** Every leg of the employee's trips in the calendar years from `firstYear` to `lastYear`, in the order the threshold counts them. */
export function legsOf(db: Db, employeeId: number, firstYear: string, lastYear: string): Promise<LegRow[]> {
  return queryRows<LegRow>(db, sql`
    select d.id as "mileageDetailId", m.id as "mileageId", m.employment_id as "employmentId", m.employee_car_id as "employeeCarId",
      m.purpose, m.approved, coalesce(cl.lessor_export_id is not null, false) or m.exported as exported, m.rejected,
      m.decision_comment as "decisionComment", coalesce(cl.locked, false) as locked, coalesce(c.is_company_car, false) as "companyCar",
      d.start_date::text as "startDate", d.km_start::text as "kmStart", d.km_end::text as "kmEnd", d.km_total::text as "kmTotal",
      d.origin_type as "originType", d.origin_address_id as "originAddressId", d.origin_text as "originText",
      d.destination_type as "destinationType", d.destination_address_id as "destinationAddressId", d.destination_text as "destinationText",
      fz.high_km::text as "frozenHighKm", fz.low_km::text as "frozenLowKm", fz.high_rate::text as "frozenHighRate", fz.low_rate::text as "frozenLowRate"
    from mileages m
    join employments em on em.id = m.employment_id
    join mileage_details d on d.mileage_id = m.id
    left join employee_cars c on c.id = m.employee_car_id
    left join lateral (select min(first.start_date) as start_date from mileage_details first where first.mileage_id = m.id) trip on true
    left join closings cl on cl.employment_id = m.employment_id and cl.period = date_trunc('month', trip.start_date)::date
    left join lateral (select s.high_km, s.low_km, s.high_rate, s.low_rate from mileage_leg_splits s join closings sc on sc.id = s.closing_id and sc.locked
                       where s.mileage_detail_id = d.id limit 1) fz on true
    where em.employee_id = ${employeeId}
      and d.start_date >= ${`${firstYear}-01-01`}::date and d.start_date <= ${`${lastYear}-12-31`}::date
    order by d.start_date, m.id, d.id`);
}

/** The leg as the allowance sees it: a frozen split is kept as its locked month paid it. */
export function allowanceLegOf(leg: LegRow): AllowanceLeg {
  const frozen =
    leg.frozenHighKm !== null && leg.frozenLowKm !== null && leg.frozenHighRate !== null && leg.frozenLowRate !== null
      ? { highKm: decimal(leg.frozenHighKm), lowKm: decimal(leg.frozenLowKm), highRate: leg.frozenHighRate, lowRate: leg.frozenLowRate }
      : null;
  return { legId: leg.mileageDetailId, tripId: leg.mileageId, date: leg.startDate, km: decimal(leg.kmTotal), companyCar: leg.companyCar, rejected: leg.rejected, frozen };
}

const amountsOf = async (db: Db, legs: readonly LegRow[]) => tripAllowances(splitLegs(legs.map(allowanceLegOf), await loadRates(db)));

const optionalNumber = (text: string | null) => (text === null ? null : Number(text));

function toDtos(legs: readonly LegRow[], amounts: Map<number, bigint>, wanted: (leg: LegRow) => boolean): MileageDto[] {
  const chosen = new Set(legs.filter(wanted).map((leg) => leg.mileageId));
  const trips = new Map<number, MileageDto>();
  const kmSums = new Map<number, bigint>();
  for (const leg of legs) {
    if (!chosen.has(leg.mileageId)) continue;
    const trip = trips.get(leg.mileageId) ?? {
      mileageId: leg.mileageId,
      employmentId: Number(leg.employmentId),
      employeeCarId: leg.employeeCarId,
      purpose: leg.purpose,
      details: [],
      kmTotal: 0,
      amount: decimalToNumber(amounts.get(leg.mileageId) ?? 0n),
      approved: leg.approved,
      exported: leg.exported,
      rejected: leg.rejected,
      decisionComment: leg.decisionComment,
      locked: leg.locked,
    };
    trip.details.push({
      mileageDetailId: leg.mileageDetailId,
      startDate: leg.startDate,
      kmStart: optionalNumber(leg.kmStart),
      kmEnd: optionalNumber(leg.kmEnd),
      kmTotal: Number(leg.kmTotal),
      originType: leg.originType as MileageDto['details'][number]['originType'],
      originAddressId: leg.originAddressId,
      originText: leg.originText,
      destinationType: leg.destinationType as MileageDto['details'][number]['destinationType'],
      destinationAddressId: leg.destinationAddressId,
      destinationText: leg.destinationText,
    });
    trips.set(leg.mileageId, trip);
    kmSums.set(leg.mileageId, (kmSums.get(leg.mileageId) ?? 0n) + decimal(leg.kmTotal));
  }
  for (const trip of trips.values()) trip.kmTotal = decimalToNumber(kmSums.get(trip.mileageId) ?? 0n);
  return [...trips.values()];
}

const yearBefore = (date: IsoDate) => String(Number(date.slice(0, 4)) - 1);
const yearAfter = (date: IsoDate) => String(Number(date.slice(0, 4)) + 1);

/**
 * The employee's trips with a leg from start to end, each with its allowance. The years either side are read too,
 * so a trip over New Year shows all its legs.
 */
export async function tripsBetween(db: Db, employeeId: number, start: IsoDate, end: IsoDate): Promise<MileageDto[]> {
  const legs = await legsOf(db, employeeId, yearBefore(start), yearAfter(end));
  return toDtos(legs, await amountsOf(db, legs), (leg) => leg.startDate >= start && leg.startDate <= end);
}

/** One trip of the employee with its allowance. */
export async function tripOf(db: Db, employeeId: number, mileageId: number, years: readonly string[]): Promise<MileageDto | undefined> {
  const sorted = [...years].sort();
  const legs = await legsOf(db, employeeId, sorted[0]!, sorted[sorted.length - 1]!);
  return toDtos(legs, await amountsOf(db, legs), (leg) => leg.mileageId === mileageId)[0];
}
