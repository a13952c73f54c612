import { getMissingRestCardDto, getRestCardDto } from './rest-cards.ts';
import { saveRestDay, updateResthour } from './rest-entries.ts';
import { removeRestEmployeeSignatureDate, reopenRestCard, saveRestAuthorizedSignatureDate, saveRestEmployeeSignatureDate } from './signatures.ts';
import { approveRestDays, removeRestDayApproval } from './rest-approvals.ts';

/** Seafarers' rest hours and rest cards (DOMAIN.md section 10). */
export const restHandlers = [
  saveRestDay,
  updateResthour,
  getRestCardDto,
  getMissingRestCardDto,
  saveRestEmployeeSignatureDate,
  saveRestAuthorizedSignatureDate,
  removeRestEmployeeSignatureDate,
  reopenRestCard,
  approveRestDays,
  removeRestDayApproval,
];
