import { createLessorExport, deleteLessorExport } from './export-handlers.ts';
import {
  calculateExportPackage,
  checkLessorExport,
  createLessorExportAbscenceMidMonth,
  createLessorExportAbscencePreview,
  createLessorExportAbscencePreviewGrouped,
  createLessorExportPayMidMonth,
  createLessorExportPayPreview,
  createLessorExportPayPreviewGrouped,
} from './preview-handlers.ts';
import { getLessorExportAbscence, getLessorExportAbscenceGrouped, getLessorExportPay, getLessorExportPayGrouped } from './read-handlers.ts';

export { listLessorExports } from './stored-exports.ts';
export { holdsEmployeeOutside } from './package-access.ts';

export const lessorExportHandlers = [
  createLessorExport,
  deleteLessorExport,
  calculateExportPackage,
  checkLessorExport,
  getLessorExportPay,
  getLessorExportAbscence,
  getLessorExportPayGrouped,
  getLessorExportAbscenceGrouped,
  createLessorExportPayPreview,
  createLessorExportAbscencePreview,
  createLessorExportPayPreviewGrouped,
  createLessorExportAbscencePreviewGrouped,
  createLessorExportPayMidMonth,
  createLessorExportAbscenceMidMonth,
];
