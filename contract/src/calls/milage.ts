// The employee's addresses, cars and mileage (DOMAIN.md section 12), behind `allowMilageRegistration`
// (404 when off). The caller's linked employee, or with `forEmployeeId` another's (addresses and cars only, not behind
// the setting, as the employee editor keeps them). The App controller offers the same calls.
// Required beyond specification section 5: none (GetMilages' start and end are required by the specification).
import { z } from 'zod';
import { call, controller } from '../call.ts';
import { dateRange, q } from '../params.ts';
import { empty } from '../dto/common.ts';
import {
  employeeAddressDto,
  employeeCarDto,
  mileageDto,
  removeEmployeeAddressRequest,
  removeEmployeeCarRequest,
  removeMileageRequest,
  saveEmployeeAddressRequest,
  saveEmployeeCarRequest,
  saveMileageRequest,
} from '../dto/self-service.ts';
import { ADDRESS_KEEPERS, SELF_SERVICE } from './access.ts';

/**
 * Without it the caller's own employee; with it another's (Admin anyone, planners those in their departments).
 * Not `employeeId`, which specification section 5 makes required wherever it occurs.
 */
const forEmployee = { forEmployeeId: q.int().optional() };

export const mileageCalls = {
  getEmployeeAddresses: call({
    method: 'GET',
    summary: "The caller's home, work and other addresses.",
    access: ADDRESS_KEEPERS,
    query: forEmployee,
    response: z.array(employeeAddressDto),
  }),
  saveEmployeeAddress: call({
    method: 'POST',
    summary: 'Create or update one of the caller’s addresses.',
    access: ADDRESS_KEEPERS,
    query: forEmployee,
    body: saveEmployeeAddressRequest,
    response: employeeAddressDto,
  }),
  removeEmployeeAddress: call({
    method: 'POST',
    summary: 'Remove one of the caller’s addresses that no trip uses (400 otherwise).',
    access: ADDRESS_KEEPERS,
    query: forEmployee,
    body: removeEmployeeAddressRequest,
    response: empty,
  }),
  getEmployeeCars: call({
    method: 'GET',
    summary: "The caller's cars.",
    access: ADDRESS_KEEPERS,
    query: forEmployee,
    response: z.array(employeeCarDto),
  }),
  saveEmployeeCar: call({
    method: 'POST',
    summary: 'Create or update one of the caller’s cars (a company car earns no allowance).',
    access: ADDRESS_KEEPERS,
    query: forEmployee,
    body: saveEmployeeCarRequest,
    response: employeeCarDto,
  }),
  removeEmployeeCar: call({
    method: 'POST',
    summary: 'Remove one of the caller’s cars that no trip uses (400 otherwise).',
    access: ADDRESS_KEEPERS,
    query: forEmployee,
    body: removeEmployeeCarRequest,
    response: empty,
  }),
  getMilages: call({
    method: 'GET',
    summary: "The caller's trips from start to end, with km and allowance.",
    access: SELF_SERVICE,
    query: { ...dateRange() },
    response: z.array(mileageDto),
  }),
  saveMileage: call({
    method: 'POST',
    summary: 'Create or update a trip that is not yet approved; answers it with the allowance.',
    access: SELF_SERVICE,
    body: saveMileageRequest,
    response: mileageDto,
  }),
  removeMileage: call({
    method: 'POST',
    summary: 'Remove a trip that is not yet approved.',
    access: SELF_SERVICE,
    body: removeMileageRequest,
    response: empty,
  }),
};

/** The specification's spelling. */
export const milage = controller('Milage', mileageCalls);
