import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { queryRows } from '../../db/raw.ts';
import type { ClosingActivityTypeKey } from '../../db/reference/closing-activity-types.ts';
import { loadAccounts, loadRuleBook, type EngineAccount, type RuleBook } from '../pay-engine/engine-inputs.ts';

// What every closing of a request reads once: the pay accounts, the agreements' rules and the closing activity types.

export interface ClosingType {
  readonly id: number;
  readonly name: string;
  /** Leaves the account (payout, expiry …): its amount is the negative of its effect on the balance. */
  readonly outgoing: boolean;
}

export interface ClosingContext {
  readonly accounts: ReadonlyMap<number, EngineAccount>;
  readonly book: RuleBook;
  readonly types: ReadonlyMap<number, ClosingType>;
  typeId(key: ClosingActivityTypeKey): number;
}

export async function loadClosingContext(db: Db): Promise<ClosingContext> {
  const [accounts, book, typeRows] = await readAll(
    db,
    () => loadAccounts(db),
    () => loadRuleBook(db),
    () =>
      queryRows<{ id: number; key: string | null; name: string; outgoing_activity: boolean }>(
        db,
        sql`select id, key, name, outgoing_activity from pay_account_closing_activity_types`,
      ),
  );
  const types = new Map(typeRows.map((row) => [Number(row.id), { id: Number(row.id), name: row.name, outgoing: row.outgoing_activity }]));
  const byKey = new Map(typeRows.filter((row) => row.key !== null).map((row) => [row.key as string, Number(row.id)]));
  return {
    accounts,
    book,
    types,
    typeId(key) {
      const id = byKey.get(key);
      if (id === undefined) throw new Error(`Closing activity type ${key} is missing`);
      return id;
    },
  };
}
