import { deleteExportAccount, getExportAccounts, updateExportAccount } from './export-accounts.ts';
import { deleteExportPrice, getExportprices, saveExportPrice } from './export-prices.ts';

export const exportConfigHandlers = [getExportAccounts, updateExportAccount, deleteExportAccount, getExportprices, saveExportPrice, deleteExportPrice];
