import { addAgreementRule, addExportAccount, addPropertyType, removeAgreementRule, removeExportAccount, removePropertyType } from './agreement-link-handlers.ts';
import {
  deleteAgreement,
  getAgreementById,
  getAgreementByEmploymentId,
  getAgreementChildren,
  getAgreementDtoById,
  getAgreements,
  getAgreementTree,
  moveAgreement,
} from './agreement-tree.ts';
import { saveAgreement } from './save-agreement.ts';
import { getVacationDayValue } from './vacation-day-value.ts';

export const agreementHandlers = [
  getAgreements,
  getAgreementTree,
  getAgreementChildren,
  getAgreementDtoById,
  getAgreementById,
  getAgreementByEmploymentId,
  deleteAgreement,
  moveAgreement,
  saveAgreement,
  addAgreementRule,
  removeAgreementRule,
  addExportAccount,
  removeExportAccount,
  addPropertyType,
  removePropertyType,
  getVacationDayValue,
];
