import { adjustContractBalance, deleteNormPeriod, setNormPeriodEnd, setNormStart } from './norm-period-handlers.ts';
import { setBalanceExpiryDate } from './balance-expiry.ts';
import { getAllEmployees, getEmployee, getEmployeePeriod, getEmployees, getEmployeesPeriod, getSelectedEmployeesPeriod } from './grid-reads.ts';
import { getEmployeeFromUser, getMonthYear, getPeriodYear } from './reference-reads.ts';
import { getSortOrders, saveEmployeeSortOrder } from './sort-order-handlers.ts';
import { getPlannedWatches, getRealisedWatch } from './watch-reads.ts';

export const planningGridHandlers = [
  getEmployees,
  getEmployeesPeriod,
  getSelectedEmployeesPeriod,
  getAllEmployees,
  getEmployee,
  getEmployeePeriod,
  getPlannedWatches,
  getRealisedWatch,
  getEmployeeFromUser,
  getMonthYear,
  getPeriodYear,
  saveEmployeeSortOrder,
  getSortOrders,
  setBalanceExpiryDate,
  setNormStart,
  setNormPeriodEnd,
  deleteNormPeriod,
  adjustContractBalance,
];
