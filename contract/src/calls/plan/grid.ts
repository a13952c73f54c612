// Plan calls: the planning grid, sort orders and balances.
// Required beyond specification section 5: none. `departmentid` of the grid calls is optional: left out,
// the grid holds every employment in the caller's reach. Employees get their own rows only.
import { z } from 'zod';
import { PAY_READERS_AND_OWN } from '../access.ts';
import { call } from '../../call.ts';
import { dateRange, q } from '../../params.ts';
import { EVERY_ROLE, PLANNERS, PLANNING_READERS } from '../../roles.ts';
import { empty } from '../../dto/common.ts';
import {
  employeeDto,
  employeeFilterDto,
  employeeSortOrderDto,
  employmentIdsRequest,
  payAccountBalanceDto,
  saveSortOrderRequest,
} from '../../dto/planning.ts';

/** The planner whose saved sort order orders the rows (the caller's when left out), and drafts instead of masters. */
const rowOptions = { sortbyplanuserid: q.int().optional(), draft: q.bool().optional() };

export const gridCalls = {
  saveEmployeeSortOrder: call({
    method: 'POST',
    summary: "Save the caller's order of the employees of a department.",
    access: PLANNERS,
    query: { departmentid: q.int() },
    body: saveSortOrderRequest,
    response: empty,
  }),
  getSortOrders: call({
    method: 'GET',
    summary: "The caller's order of the employees of a department.",
    access: PLANNING_READERS,
    query: { departmentid: q.int() },
    response: z.array(employeeSortOrderDto),
  }),
  getEmployees: call({
    method: 'POST',
    summary: "The grid of a month: a department's employees with their employments, watch days, balances and norms.",
    access: EVERY_ROLE,
    query: { period: q.period(), departmentid: q.int().optional(), ...rowOptions },
    body: employeeFilterDto,
    response: z.array(employeeDto),
  }),
  getEmployeesPeriod: call({
    method: 'POST',
    summary: "The grid from start to end: a department's employees with their employments, watch days, balances and norms.",
    access: EVERY_ROLE,
    query: { ...dateRange(), departmentid: q.int().optional(), ...rowOptions },
    body: employeeFilterDto,
    response: z.array(employeeDto),
  }),
  getSelectedEmployeesPeriod: call({
    method: 'POST',
    summary: 'The grid rows of chosen employments from start to end.',
    access: EVERY_ROLE,
    query: { ...dateRange(), sortbyplanuserid: q.int().optional() },
    body: employmentIdsRequest,
    response: z.array(employeeDto),
  }),
  getAllEmployees: call({
    method: 'POST',
    summary: "The grid of a month over every department in the caller's reach.",
    access: PLANNING_READERS,
    query: { period: q.period() },
    response: z.array(employeeDto),
  }),
  getEmployee: call({
    method: 'POST',
    summary: "One employment's employee row for a month.",
    access: EVERY_ROLE,
    query: { employmentid: q.int(), period: q.period() },
    response: employeeDto,
  }),
  getBalance: call({
    method: 'POST',
    summary: "An employee's balances per pay account and balance year, calculated up to calcTo (today when left out).",
    access: PAY_READERS_AND_OWN,
    query: { employeeId: q.int(), calcTo: q.date().optional() },
    response: z.array(payAccountBalanceDto),
  }),
  getEmployeePeriod: call({
    method: 'POST',
    summary: "One employment's employee row from start to end.",
    access: EVERY_ROLE,
    query: { employmentid: q.int(), ...dateRange() },
    response: employeeDto,
  }),
};
