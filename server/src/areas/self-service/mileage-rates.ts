import { asc, eq, sql } from 'drizzle-orm';
import { contract, type MileageRateDto } from '@kaj/contract';
import { isIsoDate } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { mileageRates } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { handle } from '../../http/handler.ts';
import { danishDate } from '../shared/danish-dates.ts';
import { recordChange } from './change-log.ts';
import { requireFeature } from './self-service-access.ts';
import { MILEAGE_OFF } from './trip-decisions.ts';

// The state's rates per km (DOMAIN.md section 13), kept by the administrator. A rate that a locked month's trip
// was paid at never changes: the frozen export values and the trips' allowances would disagree.

type RateRow = typeof mileageRates.$inferSelect;

/** The ids of the rates a trip of a locked month falls under (the latest rate valid on its date). */
async function ratesInUse(db: Db): Promise<Set<number>> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select distinct (select r.id from mileage_rates r where r.valid_from <= d.start_date order by r.valid_from desc limit 1) as id
        from mileage_details d join mileages m on m.id = d.mileage_id
        join closings cl on cl.employment_id = m.employment_id and cl.period = date_trunc('month', d.start_date)::date and cl.locked`,
  );
  return new Set(rows.map((row) => Number(row.id)));
}

async function allRates(db: Db): Promise<MileageRateDto[]> {
  const [rows, used] = [await db.select().from(mileageRates).orderBy(asc(mileageRates.validFrom)), await ratesInUse(db)];
  return rows.map((row: RateRow) => ({
    mileageRateId: row.id,
    validFrom: row.validFrom,
    highRate: Number(row.highRate),
    lowRate: Number(row.lowRate),
    thresholdKm: row.thresholdKm,
    inUse: used.has(row.id),
  }));
}

export const getMileageRates = handle(contract.plan.getMileageRates, async ({ db, services }) => {
  requireFeature(services.config, 'allowMilageRegistration', MILEAGE_OFF);
  return allRates(db);
});

export const saveMileageRate = handle(contract.plan.saveMileageRate, async ({ db, user, body, services }) => {
  requireFeature(services.config, 'allowMilageRegistration', MILEAGE_OFF);
  if (!isIsoDate(body.validFrom)) throw badRequest('invalid_date', 'Gyldig fra skal være en rigtig dato.');
  await db.transaction(async (tx) => {
    const used = await ratesInUse(tx);
    const [existing] = body.mileageRateId ? await tx.select().from(mileageRates).where(eq(mileageRates.id, body.mileageRateId)) : [];
    if (body.mileageRateId && !existing) throw notFound('Taksten findes ikke.');
    if (existing && used.has(existing.id)) throw badRequest('rate_in_use', `Taksten fra ${danishDate(existing.validFrom)} er brugt i en låst måned og kan ikke ændres.`);
    const [clash] = await tx.select().from(mileageRates).where(eq(mileageRates.validFrom, body.validFrom));
    if (clash && clash.id !== existing?.id) throw badRequest('rate_exists', `Der findes allerede en takst fra ${danishDate(body.validFrom)}.`);
    // A rate from this date must not take over a locked month's trips from the rate they were paid at.
    const [takesOver] = await queryRows<{ n: number }>(
      tx,
      sql`select 1 as n from mileage_details d join mileages m on m.id = d.mileage_id
          join closings cl on cl.employment_id = m.employment_id and cl.period = date_trunc('month', d.start_date)::date and cl.locked
          where d.start_date >= ${body.validFrom}::date
            and not exists (select 1 from mileage_rates r where r.id <> ${existing?.id ?? 0} and r.valid_from > ${body.validFrom}::date and r.valid_from <= d.start_date)
          limit 1`,
    );
    if (takesOver) throw badRequest('rate_in_use', `Der er kørsel i en låst måned efter ${danishDate(body.validFrom)}; en takst derfra ville ændre den.`);
    const values = { validFrom: body.validFrom, highRate: body.highRate.toFixed(2), lowRate: body.lowRate.toFixed(2), thresholdKm: body.thresholdKm };
    const [saved] = existing
      ? await tx.update(mileageRates).set(values).where(eq(mileageRates.id, existing.id)).returning()
      : await tx.insert(mileageRates).values(values).returning();
    await recordChange(tx, user, { entity: 'mileageRate', entityId: saved!.id, action: existing ? 'change' : 'add', before: existing ?? null, after: saved });
  });
  return allRates(db);
});

export const deleteMileageRate = handle(contract.plan.deleteMileageRate, async ({ db, user, query, services }) => {
  requireFeature(services.config, 'allowMilageRegistration', MILEAGE_OFF);
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(mileageRates).where(eq(mileageRates.id, query.mileageRateId));
    if (!existing) throw notFound('Taksten findes ikke.');
    if ((await ratesInUse(tx)).has(existing.id)) throw badRequest('rate_in_use', `Taksten fra ${danishDate(existing.validFrom)} er brugt i en låst måned og kan ikke slettes.`);
    await tx.delete(mileageRates).where(eq(mileageRates.id, existing.id));
    await recordChange(tx, user, { entity: 'mileageRate', entityId: existing.id, action: 'remove', before: existing });
  });
  return null;
});

export const mileageRateHandlers = [getMileageRates, saveMileageRate, deleteMileageRate];
