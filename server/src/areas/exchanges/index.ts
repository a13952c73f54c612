import { getExchangeApproval, setExchangeApproval } from './exchange-approval.ts';
import { approveWatchExchange, rejectWatchExchange } from './exchange-decisions.ts';
import { exchangeListHandlers } from './exchange-list.ts';
import { exchangeStepHandlers } from './exchange-steps.ts';

/** Watch exchanges (DOMAIN.md section 4, issue 16), behind `allowTradeShifts`. */
export const exchangeHandlers = [...exchangeListHandlers, ...exchangeStepHandlers, approveWatchExchange, rejectWatchExchange, getExchangeApproval, setExchangeApproval];
