import type { Db } from '../client.ts';
import { mileageRates } from '../schema/index.ts';

/**
 * The state's tax-free mileage rates in kroner per km (DOMAIN.md section 13): the high rate up to 20,000 km a
 * calendar year per employee, the low rate above. Inserted when missing, so an admin's edit in the table stays.
 */
export const MILEAGE_RATES = [
  { validFrom: '2024-01-01', highRate: '3.79', lowRate: '2.23', thresholdKm: 20_000 },
  { validFrom: '2025-01-01', highRate: '3.81', lowRate: '2.23', thresholdKm: 20_000 },
  { validFrom: '2026-01-01', highRate: '3.94', lowRate: '2.28', thresholdKm: 20_000 },
] as const;

export async function syncMileageRates(db: Db): Promise<void> {
  await db
    .insert(mileageRates)
    .values(MILEAGE_RATES.map((rate) => ({ ...rate })))
    .onConflictDoNothing();
}
