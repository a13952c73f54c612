import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agreementPayAccountRules, agreements } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { readAll } from '../../db/read-all.ts';

export type AgreementRow = typeof agreements.$inferSelect;
export type RuleLink = typeof agreementPayAccountRules.$inferSelect;

/**
 * Every agreement and every agreement-rule link, read in two queries: the configuration is small
 * (tens of agreements, hundreds of links), and the tree questions need all of it.
 */
export interface AgreementGraph {
  readonly all: readonly AgreementRow[];
  get(id: number): AgreementRow;
  /** The agreement, its parent, … up to the root. */
  chain(id: number): AgreementRow[];
  children(id: number): AgreementRow[];
  /** Every agreement below, at any depth. */
  descendants(id: number): AgreementRow[];
  links(agreementId: number): RuleLink[];
  /** The agreements that have the rule as their own. */
  agreementsWithRule(ruleId: number): AgreementRow[];
}

export async function loadAgreementGraph(db: Db): Promise<AgreementGraph> {
  const [rows, links] = await readAll(
    db,
    () => db.select().from(agreements).orderBy(asc(agreements.code)),
    () => db.select().from(agreementPayAccountRules),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const linksByAgreement = new Map<number, RuleLink[]>();
  for (const link of links) linksByAgreement.set(link.agreementId, [...(linksByAgreement.get(link.agreementId) ?? []), link]);
  const get = (id: number) => {
    const row = byId.get(id);
    if (!row) throw notFound('Overenskomsten findes ikke.');
    return row;
  };
  const children = (id: number) => rows.filter((row) => row.parentId === id);
  return {
    all: rows,
    get,
    chain(id) {
      const result: AgreementRow[] = [];
      const seen = new Set<number>();
      for (let row: AgreementRow | undefined = get(id); row && !seen.has(row.id); row = row.parentId === null ? undefined : byId.get(row.parentId)) {
        seen.add(row.id);
        result.push(row);
      }
      return result;
    },
    children,
    descendants(id) {
      const result: AgreementRow[] = [];
      const queue = children(id);
      while (queue.length > 0) {
        const next = queue.shift()!;
        if (result.includes(next)) continue;
        result.push(next);
        queue.push(...children(next.id));
      }
      return result;
    },
    links: (agreementId) => linksByAgreement.get(agreementId) ?? [],
    agreementsWithRule: (ruleId) => links.filter((link) => link.payAccountRuleId === ruleId).map((link) => get(link.agreementId)),
  };
}

/** One agreement, or 404. */
export async function getAgreementRow(db: Db, id: number): Promise<AgreementRow> {
  const [row] = await db.select().from(agreements).where(eq(agreements.id, id));
  if (!row) throw notFound('Overenskomsten findes ikke.');
  return row;
}
