import { contract } from '@kaj/contract';
import { handle } from '../../http/handler.ts';

/**
 * Plan.Bum, "test-like" in the specification: kept as Admin's harmless probe that the API answers and checks its
 * parameters (docs/decisions.md). It reads and changes nothing and answers the number it is given.
 */
export const bum = handle(contract.plan.bum, async ({ query }) => query.nr);
