import { describe, it } from 'vitest';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { addDays } from '@kaj/domain';
import { employees, employments, plannedWatches, watchExchangeBids, watchExchanges } from '../../server/src/db/schema/index.ts';
import { todayInCopenhagen } from '../../server/src/clock.ts';
import { newPage, useKajAndBrowser } from '../src/harness.ts';
import { logIn } from '../src/login.ts';
import { documentScreen } from './document.ts';

// The documentation's pictures of the planner's side of absence wishes and watch exchanges (issue 16).
const running = useKajAndBrowser();

async function employmentOf(firstName: string): Promise<number> {
  const [row] = await running.kaj.db.select({ id: employments.id }).from(employments).innerJoin(employees, eq(employees.id, employments.employeeId)).where(eq(employees.firstName, firstName));
  return row!.id;
}

describe('screenshots: wishes and exchanges', () => {
  it('the wish inbox with a wish open, the marks in the grid, and an exchange waiting', async () => {
    const page = await newPage(running.browser, running.kaj);
    await logIn(page, 'planner@kaj.example');
    await page.goto('/planning/wishes');
    await page.getByRole('row', { name: /Familiebesøg i Aalborg/ }).getByRole('button', { name: 'Behandl' }).click();
    await page.locator('.ant-drawer').getByTestId('absence-effect').waitFor();
    await documentScreen(page, 'wish-decision');

    await page.goto('/planning');
    await page.getByRole('button', { name: 'Næste måned' }).click();
    await page.locator('.plan-cell.has-wish').first().scrollIntoViewIfNeeded();
    await documentScreen(page, 'wish-marks');

    // An exchange Sofie Lund and Rasmus Holm agreed on, as the employees' steps leave it.
    const sofie = await employmentOf('Sofie');
    const [watch] = await running.kaj.db
      .select()
      .from(plannedWatches)
      .where(and(eq(plannedWatches.employmentId, sofie), gt(plannedWatches.startDate, addDays(todayInCopenhagen(), 2))))
      .orderBy(asc(plannedWatches.startDate))
      .limit(1);
    const [exchange] = await running.kaj.db
      .insert(watchExchanges)
      .values({ plannedWatchId: watch!.id, offeredByEmploymentId: sofie, expiration: sql`now() + interval '1 day'`, notePublic: 'Min søster bliver gift', notePlanner: 'Bryllup i Aarhus', status: 'accepted' })
      .returning();
    const [bid] = await running.kaj.db.insert(watchExchangeBids).values({ exchangeId: exchange!.id, employmentId: await employmentOf('Rasmus'), note: 'Den tager jeg' }).returning();
    await running.kaj.db.update(watchExchanges).set({ acceptedBidId: bid!.id }).where(eq(watchExchanges.id, exchange!.id));
    await page.goto('/planning/exchanges');
    await page.getByRole('row', { name: /Sofie Lund/ }).waitFor();
    await documentScreen(page, 'exchange-queue');
  });
});
