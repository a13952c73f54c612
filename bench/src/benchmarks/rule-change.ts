import { sql } from 'drizzle-orm';
import { recalculateAfter } from '../../../server/src/areas/pay-engine/recalculation/index.ts';
import { queryRows } from '../../../server/src/db/raw.ts';
import { seedDemo } from '../../../server/src/demo/demo.ts';
import { createTestApp } from '../../../server/test/support/test-app.ts';
import { seedCompany } from './recalculation.ts';

const RULE = 'Aftentillæg 17-23 på hverdage';
const POLL_MS = 100;

/**
 * A rule change touching 1,000 employments (issue 14.1): the company of the recalculation benchmark (1,000
 * employments × 25 watches in October 2026, September locked), the evening supplement's factor doubled and saved as
 * the rule screen saves it. The save queues a job; the app's own runner (as on any instance) recalculates it in
 * batches, and the progress the screens show ("Genberegner 312 af 1.000 ansættelser") is sampled until it is done.
 */
export async function ruleChange() {
  const test = await createTestApp();
  try {
    await seedDemo(test.db);
    const employmentIds = await seedCompany(test.db);
    const ids = sql`${`{${employmentIds.join(',')}}`}::int[]`;
    await test.db.execute(sql`update employments set start_date = '2026-09-01' where id = any(${ids})`);
    await test.db.execute(sql`insert into closings (employment_id, period, locked) select id, '2026-09-01', true from employments where id = any(${ids})`);
    await test.db.execute(sql`analyze`);
    const [rule] = await queryRows<{ id: number }>(test.db, sql`select id from pay_account_rules where name = ${RULE}`);

    const started = performance.now();
    const { employments, jobId } = await test.db.transaction(async (tx) => {
      await tx.execute(sql`update pay_account_rules set detail = jsonb_set(detail, '{factor}', to_jsonb((detail->>'factor')::numeric * 2)) where id = ${rule!.id}`);
      return recalculateAfter(tx, { kind: 'rules', ruleIds: [rule!.id] }, { reason: `Lønkontoreglen "${RULE}" er gemt`, user: null });
    });
    const savedMs = Math.round(performance.now() - started);
    if (jobId === null) throw new Error('The rule change did not queue a job');

    const progress: string[] = [];
    for (;;) {
      const [state] = await queryRows<{ state: string; done: number; total: number }>(
        test.db,
        sql`select j.state, count(*) filter (where i.done)::int as done, count(*)::int as total
            from recalculation_jobs j join recalculation_items i on i.job_id = j.id where j.id = ${jobId} group by j.state`,
      );
      const line = `Genberegner ${state!.done.toLocaleString('da-DK')} af ${state!.total.toLocaleString('da-DK')} ansættelser`;
      if (progress.at(-1) !== line) {
        progress.push(line);
        console.log(`  ${Math.round(performance.now() - started)} ms: ${line}`);
      }
      if (state!.state === 'done') break;
      if (state!.state === 'failed') throw new Error('The recalculation job failed');
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const totalMs = Math.round(performance.now() - started);
    return {
      employments,
      saveTransactionMs: savedMs,
      fullyRecalculatedMs: totalMs,
      progressSteps: progress.length,
      firstAndLast: `${progress[0]} … ${progress.at(-1)}`,
      target: '< 5000 ms',
    };
  } finally {
    await test.close();
  }
}
