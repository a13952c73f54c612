import { and, eq, isNull } from 'drizzle-orm';
import { toIsoDateTime } from '@kaj/domain';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { employees, employments } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { instantOfTimestamp } from '../planning/watches/watch-times.ts';

/** A feature that is off answers 404 (DOMAIN.md section 12), as if the call did not exist. */
export function requireFeature(config: Config, feature: keyof Config['features'], message: string): void {
  if (!config.features[feature]) throw notFound(message);
}

/** The caller's linked employee; self-service is always one's own, Admin included. */
export function ownEmployeeId(user: SessionUser): number {
  if (user.employeeId === null) throw badRequest('no_employee', 'Din bruger er ikke knyttet til en medarbejder.');
  return user.employeeId;
}

/** One of the caller's own employments (never a draft's); another's answers 403. */
export async function assertOwnEmployment(db: Db, user: SessionUser, employmentId: number): Promise<void> {
  const employeeId = ownEmployeeId(user);
  const [row] = await db
    .select({ employeeId: employments.employeeId })
    .from(employments)
    .innerJoin(employees, eq(employees.id, employments.employeeId))
    .where(and(eq(employments.id, employmentId), isNull(employees.masterId)));
  if (!row) throw notFound('Ansættelsen findes ikke.');
  if (row.employeeId !== employeeId) throw forbidden('Du kan kun se og ændre dine egne oplysninger.');
}

/** A timestamp as PostgreSQL writes it, as the contract's ISO date-time in Copenhagen time. */
export const isoOfTimestamp = (text: string) => toIsoDateTime(instantOfTimestamp(text));
