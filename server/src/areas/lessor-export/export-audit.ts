import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import { auditTrail } from '../../db/schema/index.ts';
import type { LessorExportDto } from '@kaj/contract';

/** One audit row per export made or deleted (entity 'export'), with the export as it was. */
export async function auditExport(db: Db, user: SessionUser, action: 'create' | 'delete', lessorExport: LessorExportDto): Promise<void> {
  await db.insert(auditTrail).values({
    userId: user.id,
    userName: `${user.firstName} ${user.lastName}`.trim(),
    entity: 'export',
    entityId: lessorExport.lessorExportId,
    date: lessorExport.period,
    action,
    before: action === 'delete' ? lessorExport : null,
    after: action === 'create' ? lessorExport : null,
  });
}
