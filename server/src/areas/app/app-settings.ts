import { contract } from '@kaj/contract';
import { handle } from '../../http/handler.ts';

/** Public: the footer and the login page need the company name before anyone signs in. */
export const appSettings = handle(contract.app.appSettings, async ({ services }) => ({
  companyName: services.config.companyName,
  ...services.config.features,
}));
