import { getCrewIdentity, saveCrewIdentity } from './crew-identity.ts';
import { deleteEmployeeById } from './delete-employee.ts';
import { createDraftEmployee } from './drafts.ts';
import { getNamedInfo, saveNamedInfo, saveNextOfKin } from './employee-info.ts';
import { getEmployeeByCode, getEmployeeById, getEmployeeByName, getEmployees, getNextOfKinByEmployeeId, getStoppingEmployees } from './employee-reads.ts';
import { deleteEmploymentById, getEmploymentById, getEmploymentsByEmployeeId, moveEmployment } from './employments.ts';
import { saveEmployee } from './save-employee.ts';
import { saveEmployment } from './save-employment.ts';

export const employeeHandlers = [
  getEmployees,
  getEmployeeById,
  getEmployeeByCode,
  getEmployeeByName,
  getStoppingEmployees,
  getNextOfKinByEmployeeId,
  saveEmployee,
  deleteEmployeeById,
  getEmploymentById,
  getEmploymentsByEmployeeId,
  saveEmployment,
  deleteEmploymentById,
  moveEmployment,
  saveNextOfKin,
  getNamedInfo,
  saveNamedInfo,
  createDraftEmployee,
  getCrewIdentity,
  saveCrewIdentity,
];
