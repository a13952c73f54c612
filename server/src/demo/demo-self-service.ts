import { sql } from 'drizzle-orm';
import { addDays, addPeriods, periodOf, type IsoDate } from '@kaj/domain';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/raw.ts';
import { todayInCopenhagen } from '../clock.ts';
import { absenceWishes, employeeCars, mileageDetails, mileages } from '../db/schema/index.ts';

// A little self-service for the demo: absence wishes waiting for Havørnen's planner, and a trip of the demo
// employee Sofie Lund (employee@kaj.example) in her own car.

async function employmentOf(db: Db, firstName: string, lastName: string): Promise<{ employmentId: number; employeeId: number }> {
  const [row] = await queryRows<{ employmentId: number; employeeId: number }>(db, sql`
    select em.id as "employmentId", e.id as "employeeId" from employments em join employees e on e.id = em.employee_id
    where e.first_name = ${firstName} and e.last_name = ${lastName} and e.master_id is null order by em.id limit 1`);
  if (!row) throw new Error(`Demo-medarbejderen ${firstName} ${lastName} mangler`);
  return row;
}

async function absenceId(db: Db, name: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(db, sql`
    select p.id from properties p join property_types t on t.id = p.property_type_id where t.key = 'absence' and p.name = ${name}`);
  if (!row) throw new Error(`Fraværet ${name} mangler`);
  return row.id;
}

export async function seedDemoSelfService(db: Db, today: IsoDate = todayInCopenhagen()): Promise<void> {
  const nextMonth = addPeriods(periodOf(today), 1);
  const sofie = await employmentOf(db, 'Sofie', 'Lund');
  const kasper = await employmentOf(db, 'Kasper', 'Nørgaard');
  await db.insert(absenceWishes).values([
    { employmentId: sofie.employmentId, propertyId: await absenceId(db, 'Ferie'), startDate: addDays(nextMonth, 7), endDate: addDays(nextMonth, 11), comment: 'Familiebesøg i Aalborg' },
    { employmentId: kasper.employmentId, propertyId: await absenceId(db, 'Afspadsering'), startDate: addDays(nextMonth, 14), endDate: addDays(nextMonth, 15), comment: null },
  ]);
  const [car] = await db.insert(employeeCars).values({ employeeId: sofie.employeeId, licenseplate: 'CD 45 678' }).returning({ id: employeeCars.id });
  const [trip] = await db.insert(mileages).values({ employmentId: sofie.employmentId, employeeCarId: car!.id, purpose: 'Sikkerhedskursus i Svendborg' }).returning({ id: mileages.id });
  await db.insert(mileageDetails).values([
    { mileageId: trip!.id, startDate: addDays(periodOf(today), 2), kmTotal: '84.5', originType: 2, originText: 'Hjem', destinationType: 3, destinationText: 'Svendborg Søfartsskole' },
    { mileageId: trip!.id, startDate: addDays(periodOf(today), 2), kmTotal: '84.5', originType: 3, originText: 'Svendborg Søfartsskole', destinationType: 2, destinationText: 'Hjem' },
  ]);
}
