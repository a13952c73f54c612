import { contract } from '@kaj/contract';
import { periodEnd, previousPeriod } from '@kaj/domain';
import { lastBankingDay } from '@kaj/domain/lessor/index';
import { handle } from '../../http/handler.ts';
import { badRequest, notFound } from '../../errors.ts';
import { lockPackageClosings } from '../shared/row-locks.ts';
import { auditExport } from './export-audit.ts';
import { exportData } from './export-data.ts';
import { exportablePackage } from './package-access.ts';
import { exportProblems, refusalMessage } from './pre-check.ts';
import { deleteStoredExport, latestExportId, listLessorExports, storedExportHead, storeExport } from './stored-exports.ts';

/**
 * CreateLessorExport: the locked closings of the month (thisMonth=false: the month before `period`) in one
 * transaction, refused as a whole with every problem of the pre-check named. The pay date is the last banking
 * day of `period`, the pay month.
 */
export const createLessorExport = handle(contract.employee.createLessorExport, async ({ db, user, query }) =>
  db.transaction(async (tx) => {
    const exportPackage = await exportablePackage(tx, user, query.exportPackageID, true);
    const period = query.thisMonth ? query.period : previousPeriod(query.period);
    // An unlock of one of the closings waits for this export, or this export reads what the unlock left (issue 18.1).
    await lockPackageClosings(tx, exportPackage.id, period);
    const data = await exportData(tx, exportPackage.id, period);
    const problems = await exportProblems(tx, period, exportPackage.fileLayout, data);
    if (problems.length) throw badRequest('lessor_export_blocked', refusalMessage(problems));
    const exportId = await storeExport(
      tx,
      { exportPackageId: exportPackage.id, period, closingDate: periodEnd(period), payDate: lastBankingDay(query.period), fileLayout: exportPackage.fileLayout, exportedBy: user.id },
      data.lines,
      data.closingIds,
    );
    const [created] = await listLessorExports(tx, exportPackage.id, exportId);
    if (!created) throw new Error('Lessor-eksporten blev ikke gemt');
    await auditExport(tx, user, 'create', created);
    return created;
  }),
);

/** DeleteLessorExport: only the package's latest export; its closings are free to unlock or export again. */
export const deleteLessorExport = handle(contract.employee.deleteLessorExport, async ({ db, user, query }) =>
  db.transaction(async (tx) => {
    const exportPackage = await exportablePackage(tx, user, query.exportPackageID, true);
    const head = await storedExportHead(tx, query.lessorExportId);
    if (head.exportPackageId !== exportPackage.id) throw notFound('Lessor-eksporten findes ikke i eksportpakken.');
    if ((await latestExportId(tx, exportPackage.id)) !== head.id) throw badRequest('lessor_export_not_latest', 'Kun eksportpakkens seneste Lessor-eksport kan slettes.');
    const [before] = await listLessorExports(tx, exportPackage.id, head.id);
    await deleteStoredExport(tx, head.id);
    if (before) await auditExport(tx, user, 'delete', before);
    return null;
  }),
);
