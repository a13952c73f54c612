// Required beyond specification section 5: `lessorExportId` of the GetLessorExport* and DeleteLessorExport
// calls, `infoName` of GetNamedInfo/SaveNamedInfo, `code` of GetEmployeeByCode, `name` of GetEmployeeByName.
// SaveNamedInfo's `infoValue` stays optional: left out, the value is removed.
// The ungrouped GetLessorExport* calls and the mid-month calls answer the Lessor files in the package's
// layout; the grouped and preview calls answer lines as JSON for the screen.
// CheckLessorExport is added beyond the specification: the pre-check DOMAIN.md section 9 asks for.
import { z } from 'zod';
import { crewIdentityDto, saveCrewIdentityRequest } from '../dto/crew.ts';
import { PAY_READERS } from './access.ts';
import { call, controller } from '../call.ts';
import { q } from '../params.ts';
import { ADMIN, PLANNERS, PLANNING_READERS } from '../roles.ts';
import { empty } from '../dto/common.ts';
import {
  exportPackageDetailDto,
  exportPackageDto,
  lessorExportAbsenceDto,
  lessorExportCheckDto,
  lessorExportDto,
  lessorExportSelectionDto,
  lessorExportValueDto,
  saveExportPackageRequest,
} from '../dto/exports.ts';
import {
  employeeDetailDto,
  employeeListRecordDto,
  employeeRecordDto,
  employmentRecordDto,
  namedInfoDto,
  nextOfKinDto,
  saveEmployeeRequest,
  saveEmploymentRequest,
  saveNextOfKinRequest,
  stoppingEmploymentDto,
} from '../dto/people.ts';

const exportQuery = { period: q.period(), exportPackageID: q.int() };

export const employee = controller('Employee', {
  // Lessor exports of an export package (DOMAIN.md section 9).
  getLessorExportPay: call({
    method: 'GET',
    summary: 'The pay file of a stored Lessor export, in the package’s layout.',
    access: PLANNERS,
    query: { lessorExportId: q.int() },
    response: z.null(),
    file: true,
  }),
  getLessorExportAbscence: call({
    method: 'GET',
    summary: 'The absence file of a stored Lessor export, in the package’s layout.',
    access: PLANNERS,
    query: { lessorExportId: q.int() },
    response: z.null(),
    file: true,
  }),
  getLessorExportPayGrouped: call({
    method: 'GET',
    summary: 'The pay lines of a stored Lessor export, summed per employee, wage type and department.',
    access: PLANNERS,
    query: { lessorExportId: q.int() },
    response: z.array(lessorExportValueDto),
  }),
  getLessorExportAbscenceGrouped: call({
    method: 'GET',
    summary: 'The absence lines of a stored Lessor export, summed per employee, absence code and department.',
    access: PLANNERS,
    query: { lessorExportId: q.int() },
    response: z.array(lessorExportAbsenceDto),
  }),
  createLessorExport: call({
    method: 'GET',
    summary: "Store a Lessor export of the package's locked closings (thisMonth=false: the month before) and mark them exported.",
    access: PLANNERS,
    query: { ...exportQuery, thisMonth: q.bool() },
    response: lessorExportDto,
  }),
  deleteLessorExport: call({
    method: 'GET',
    summary: "Delete the package's latest Lessor export and free its closings (400 for an older one).",
    access: PLANNERS,
    query: { lessorExportId: q.int(), exportPackageID: q.int() },
    response: empty,
  }),
  calculateExportPackage: call({
    method: 'GET',
    summary: 'Recalculate the open months of the employees of an export package.',
    access: PLANNERS,
    query: { exportPackageID: q.int() },
    response: empty,
  }),
  checkLessorExport: call({
    method: 'GET',
    summary: 'What would stop a Lessor export of the period (the month whose closings are exported); nothing is stored.',
    access: PLANNERS,
    query: exportQuery,
    response: lessorExportCheckDto,
  }),
  createLessorExportPayMidMonth: call({
    method: 'POST',
    summary: 'A mid-month pay file (up to the 15th, from unlocked data); nothing is stored.',
    access: PLANNERS,
    query: exportQuery,
    body: lessorExportSelectionDto,
    response: z.null(),
    file: true,
  }),
  createLessorExportAbscenceMidMonth: call({
    method: 'POST',
    summary: 'A mid-month absence file (up to the 15th, from unlocked data); nothing is stored.',
    access: PLANNERS,
    query: exportQuery,
    body: lessorExportSelectionDto,
    response: z.null(),
    file: true,
  }),
  createLessorExportPayPreview: call({
    method: 'POST',
    summary: 'The pay lines a Lessor export of the period would hold; nothing is stored.',
    access: PLANNERS,
    query: exportQuery,
    body: lessorExportSelectionDto,
    response: z.array(lessorExportValueDto),
  }),
  createLessorExportAbscencePreview: call({
    method: 'POST',
    summary: 'The absence lines a Lessor export of the period would hold; nothing is stored.',
    access: PLANNERS,
    query: exportQuery,
    body: lessorExportSelectionDto,
    response: z.array(lessorExportAbsenceDto),
  }),
  createLessorExportPayPreviewGrouped: call({
    method: 'POST',
    summary: 'The preview pay lines summed per employee, wage type and department.',
    access: PLANNERS,
    query: exportQuery,
    body: lessorExportSelectionDto,
    response: z.array(lessorExportValueDto),
  }),
  createLessorExportAbscencePreviewGrouped: call({
    method: 'POST',
    summary: 'The preview absence lines summed per employee, absence code and department.',
    access: PLANNERS,
    query: exportQuery,
    body: lessorExportSelectionDto,
    response: z.array(lessorExportAbsenceDto),
  }),

  // Employees and employments (DOMAIN.md section 3).
  getNamedInfo: call({
    method: 'GET',
    summary: "An employee's value of a named piece of information.",
    access: PAY_READERS,
    query: { employeeId: q.int(), infoName: q.string().maxChars(100) },
    response: namedInfoDto,
  }),
  saveNamedInfo: call({
    method: 'GET',
    summary: "Set an employee's value of a named piece of information (the name is created if new).",
    access: PLANNERS,
    query: { employeeId: q.int(), infoName: q.string().maxChars(100), infoValue: q.string().maxChars(1000).optional() },
    response: namedInfoDto,
  }),
  moveEmployment: call({
    method: 'GET',
    summary: 'Move an employment, with its watches and closings, to another employee.',
    access: PLANNERS,
    query: { employmentId: q.int(), employeeId: q.int() },
    response: employeeDetailDto,
  }),
  getEmployees: call({
    method: 'GET',
    summary: "The employees in a user's reach (the caller's when planUserId is left out; another user's: Admin).",
    access: PLANNING_READERS,
    query: { planUserId: q.int().optional() },
    response: z.array(employeeListRecordDto),
  }),
  getEmployeeById: call({
    method: 'GET',
    summary: 'One employee with employments and next of kin.',
    access: PAY_READERS,
    query: { id: q.int() },
    response: employeeDetailDto,
  }),
  getEmploymentById: call({ method: 'GET', summary: 'One employment.', access: PLANNING_READERS, query: { id: q.int() }, response: employmentRecordDto }),
  getEmploymentsByEmployeeId: call({
    method: 'GET',
    summary: "An employee's employments, oldest first.",
    access: PLANNING_READERS,
    query: { employeeId: q.int() },
    response: z.array(employmentRecordDto),
  }),
  deleteEmploymentById: call({
    method: 'GET',
    summary: 'Delete an employment without realised watches or closings (400 otherwise).',
    access: PLANNERS,
    query: { id: q.int() },
    response: empty,
  }),
  deleteEmployeeById: call({
    method: 'GET',
    summary: 'Delete an employee without employments (400 otherwise); deleting a draft discards it.',
    access: PLANNERS,
    query: { id: q.int() },
    response: empty,
  }),
  getEmployeeByCode: call({
    method: 'GET',
    summary: 'The employee with an employee number; null if none.',
    access: PLANNING_READERS,
    query: { code: q.string() },
    response: employeeListRecordDto.nullable(),
  }),
  getEmployeeByName: call({
    method: 'GET',
    summary: 'The employees whose name or initials contain the text, in the caller’s reach.',
    access: PLANNING_READERS,
    query: { name: q.string() },
    response: z.array(employeeListRecordDto),
  }),
  getStoppingEmployees: call({
    method: 'GET',
    summary: 'The employments that end in a month.',
    access: PLANNING_READERS,
    query: { month: q.int().between(1, 12), year: q.int().between(1900, 2200) },
    response: z.array(stoppingEmploymentDto),
  }),
  saveEmployee: call({ method: 'POST', summary: 'Create or update an employee.', access: PLANNERS, body: saveEmployeeRequest, response: employeeDetailDto }),
  saveEmployment: call({
    method: 'POST',
    summary: 'Create or update an employment; overlapping employments of one employee need one to be secondary.',
    access: PLANNERS,
    body: saveEmploymentRequest,
    response: employmentRecordDto,
  }),
  saveNextOfKin: call({ method: 'POST', summary: "Create or update an employee's next of kin.", access: PLANNERS, body: saveNextOfKinRequest, response: nextOfKinDto }),
  createDraftEmployee: call({
    method: 'POST',
    summary: 'Copy an employee, the employments and planned watches into a draft to plan freely.',
    access: PLANNERS,
    query: { employeeId: q.int() },
    response: employeeDetailDto,
  }),
  getCrewIdentity: call({
    method: 'GET',
    summary: "An employee's identity for the crew list: nationality, birth date and place, identity document (issue 17).",
    access: PLANNERS,
    query: { employeeId: q.int() },
    response: crewIdentityDto,
  }),
  saveCrewIdentity: call({
    method: 'POST',
    summary: "Save an employee's identity for the crew list; answers it.",
    access: PLANNERS,
    query: { employeeId: q.int() },
    body: saveCrewIdentityRequest,
    response: crewIdentityDto,
  }),
  getNextOfKinByEmployeeId: call({
    method: 'GET',
    summary: "An employee's next of kin.",
    access: PAY_READERS,
    query: { employeeId: q.int() },
    response: z.array(nextOfKinDto),
  }),

  // Export packages: groups of employees paid together.
  getExportPackages: call({ method: 'GET', summary: 'All export packages.', access: PLANNERS, response: z.array(exportPackageDto) }),
  getMyExportPackages: call({
    method: 'GET',
    summary: "The export packages a user may export (the caller's when planUserId is left out).",
    access: PLANNERS,
    query: { planUserId: q.int().optional() },
    response: z.array(exportPackageDto),
  }),
  getExportPackageById: call({
    method: 'GET',
    summary: 'One export package with its employees and its Lessor exports, newest first.',
    access: PLANNERS,
    query: { id: q.int() },
    response: exportPackageDetailDto,
  }),
  getEmployeesNotInExport: call({
    method: 'GET',
    summary: 'The employees (not drafts) in no export package.',
    access: PLANNERS,
    response: z.array(employeeRecordDto),
  }),
  addEmployeeToExportPackage: call({
    method: 'GET',
    summary: 'Put an employee in an export package (taking it out of any other).',
    access: ADMIN,
    query: { employeeId: q.int(), exportPackageId: q.int() },
    response: empty,
  }),
  removeEmployeeFromExportPackage: call({
    method: 'GET',
    summary: 'Take an employee out of the export package.',
    access: ADMIN,
    query: { employeeId: q.int() },
    response: empty,
  }),
  saveExportPackage: call({
    method: 'POST',
    summary: 'Create or update an export package: name and Lessor file layout.',
    access: ADMIN,
    body: saveExportPackageRequest,
    response: exportPackageDto,
  }),
  deleteExportPackage: call({
    method: 'POST',
    summary: 'Delete an export package without Lessor exports (400 otherwise); its employees are left in none.',
    access: ADMIN,
    query: { exportPackageId: q.int() },
    response: empty,
  }),
});
