import { describe, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { newPage, useKajAndBrowser } from '../src/harness.ts';
import { logIn } from '../src/login.ts';
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
});
