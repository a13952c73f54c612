import { describe, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { newPage, useKajAndBrowser } from '../src/harness.ts';
import { logIn } from '../src/login.ts';
import { queryRows } from '../../server/src/db/raw.ts';
import { arrangePayWorld, end, month, start } from './pay-world.ts';

// The Genberegning screen (issue 14.2): a department recalculated on demand with its progress, and a locked month's
// difference after a rule change listed and carried into the next open month.

const running = useKajAndBrowser();

describe('the Genberegning screen', () => {
  it('recalculates a department on demand, lists what a changed rule would have made of a locked month, and carries it', async () => {
    const world = await arrangePayWorld(running.kaj);
    await world.admin('Plan/Approve', { start, end }, { employmentIds: [world.employmentId] });
    await world.admin('Plan/LockClosing', {}, [{ employmentId: world.employmentId, period: start }]);
    // The factor doubled after the month was locked: its frozen 16 hours would now be 32.
    await running.kaj.db.execute(sql`update pay_account_rules set detail = jsonb_set(detail, '{factor}', '2') where id = ${world.ruleId}`);

    const page = await newPage(running.browser, running.kaj, { width: 1500, height: 1000 });
    await logIn(page, 'admin@kaj.example');
    await page.goto('/administration');
    await page.getByTestId('administration-menu').getByRole('menuitem', { name: 'Genberegning' }).click();
    await page.getByRole('heading', { name: 'Genberegning' }).waitFor();
    await page.getByRole('combobox', { name: 'Afdeling' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: world.department }).click();
    await page.getByRole('textbox', { name: 'Fra måned' }).click();
    await page.locator('.ant-picker-cell-inner').filter({ hasText: new RegExp(`^${month.locale('da').format('MMM').replace('.', '')}`, 'i') }).first().click();

    await page.getByRole('button', { name: 'Genberegn', exact: true }).click();
    await page.getByRole('dialog', { name: 'Genberegn afdelingen?' }).getByRole('button', { name: 'Genberegn' }).click();
    await page.getByText('Genberegning af 1 ansættelse er startet.').waitFor();
    await page.getByText('Genberegningen er færdig: 1 ansættelse genberegnet.').waitFor({ timeout: 60_000 });

    await page.getByRole('button', { name: 'Beregn forskelle' }).click();
    const row = page.getByTestId('closed-differences').locator('tr', { hasText: world.accountName });
    await row.waitFor();
    await row.getByText('16,00').first().waitFor();
    await row.getByText('32,00').waitFor();
    await page.screenshot({ path: '/tmp/recalc-genberegning.png' });

    await page.getByRole('button', { name: 'Overfør rettelser' }).click();
    await page.getByRole('dialog', { name: 'Overfør rettelserne?' }).getByRole('button', { name: 'Overfør' }).click();
    await page.getByText('1 rettelse overført for 1 ansættelse.').waitFor();
  }, 300_000);

  it('shows a running recalculation on Månedsafslutning and refuses to lock its months until it is done', async () => {
    const world = await arrangePayWorld(running.kaj);
    await world.admin('Plan/Approve', { start, end }, { employmentIds: [world.employmentId] });
    const { db } = running.kaj;
    const otherInstance = 'en anden instans';
    // A retry starts without the first try's job, which would still show as running beside its own.
    await db.execute(sql`delete from recalculation_jobs where claimed_by = ${otherInstance}`);
    // A job another instance is working on (its heartbeat is fresh), with the employment's months waiting.
    const [job] = await queryRows<{ id: number }>(db, sql`insert into recalculation_jobs (reason, state, claimed_by, heartbeat_at) values ('Lønkontoreglen er gemt', 'running', ${otherInstance}, now()) returning id`);
    await db.execute(sql`insert into recalculation_items (job_id, employment_id, from_period) values (${job!.id}, ${world.employmentId}, ${start}::date)`);

    const page = await newPage(running.browser, running.kaj, { width: 1500, height: 900 });
    await logIn(page, 'admin@kaj.example');
    await page.goto('/planning/closings');
    await page.getByTestId('recalculation-progress').getByText('Genberegner 0 af 1 ansættelse').waitFor();
    await page.getByRole('combobox', { name: 'Afdeling' }).click();
    await page.locator('.ant-select-tree-node-content-wrapper').filter({ hasText: new RegExp(`^${world.department}$`) }).first().click();
    const row = page.getByTestId('closings-table').locator(`tr[data-row-key="${world.employmentId}"]`);
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Lås valgte (1)' }).click();
    await page.getByRole('button', { name: 'Lås', exact: true }).click();
    await page.getByTestId('lock-refusal').getByText('mens lønnen genberegnes', { exact: false }).waitFor();
    await page.screenshot({ path: '/tmp/recalc-closings-pending.png' });
    await page.getByRole('button', { name: 'Annuller' }).click();

    // The other instance dies: this one's runner takes the job over and finishes it, and the month locks.
    await db.execute(sql`update recalculation_jobs set heartbeat_at = now() - interval '10 minutes' where id = ${job!.id}`);
    await page.getByTestId('recalculation-progress').waitFor({ state: 'detached', timeout: 90_000 });
    await page.getByRole('button', { name: 'Lås valgte (1)' }).click();
    await page.getByRole('button', { name: 'Lås', exact: true }).click();
    await page.getByText('Måneden er låst.').waitFor();
  }, 300_000);
});
