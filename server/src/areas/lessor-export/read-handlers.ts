import { contract } from '@kaj/contract';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { handle } from '../../http/handler.ts';
import { absenceFile, groupedAbsence, groupedPay, payFile } from './line-dtos.ts';
import { exportablePackage } from './package-access.ts';
import { storedExportHead, storedLines } from './stored-exports.ts';

// The stored export as sent: the files in the layout it was made in, and the lines grouped for the screen.

async function readableExport(db: Db, user: SessionUser, exportId: number) {
  const head = await storedExportHead(db, exportId);
  await exportablePackage(db, user, head.exportPackageId);
  return { head, lines: await storedLines(db, exportId) };
}

export const getLessorExportPay = handle(contract.employee.getLessorExportPay, async ({ db, user, query }) => {
  const { head, lines } = await readableExport(db, user, query.lessorExportId);
  return payFile(head.fileLayout, head.period, lines);
});

export const getLessorExportAbscence = handle(contract.employee.getLessorExportAbscence, async ({ db, user, query }) => {
  const { head, lines } = await readableExport(db, user, query.lessorExportId);
  return absenceFile(head.fileLayout, head.period, lines);
});

export const getLessorExportPayGrouped = handle(contract.employee.getLessorExportPayGrouped, async ({ db, user, query }) =>
  groupedPay((await readableExport(db, user, query.lessorExportId)).lines.pay),
);

export const getLessorExportAbscenceGrouped = handle(contract.employee.getLessorExportAbscenceGrouped, async ({ db, user, query }) =>
  groupedAbsence((await readableExport(db, user, query.lessorExportId)).lines.absence),
);
