import { sql } from 'drizzle-orm';
import { alternatingOffset } from '@kaj/domain';
import { queryRows } from '../../../server/src/db/raw.ts';
import { seedDemo } from '../../../server/src/demo/demo.ts';
import { client } from '../../../server/test/support/client.ts';
import { buildEmployee, buildEmployment, buildShip } from '../../../server/test/support/organisation.ts';
import { createTestApp, signedIn } from '../../../server/test/support/test-app.ts';
import { time } from '../measure.ts';

const EMPLOYMENTS = 40;
const YEAR = { from: '2027-01-01', to: '2027-12-31' };
/** The targets (issue 20). */
const PREVIEW_TARGET_MS = 1_000;
const SAVE_TARGET_MS = 3_000;

/**
 * Laying a rotation (issue 20): a 7/7 of 12-hour days on 40 employments (two crews) for a year, about 7,300
 * watches, over HTTP as a planner would: the preview (checked and the norm consequences computed over four quarterly
 * norm periods each, nothing written), and the save (placed, audited and recalculated under the demo's agreement of
 * twelve pay rules, in one transaction), each undone untimed before the next.
 */
export async function rotationApply() {
  const test = await createTestApp();
  try {
    await seedDemo(test.db);
    const admin = client(test, (await signedIn(test, ['Admin'])).token);
    const [agreement] = await queryRows<{ agreement_id: number }>(test.db, sql`select agreement_id from employments group by agreement_id order by count(*) desc limit 1`);
    const { deck } = await buildShip(test.db, 'M/F Benchmark');
    const employmentIds: number[] = [];
    for (let n = 0; n < EMPLOYMENTS; n += 1) {
      const employee = await buildEmployee(test.db);
      employmentIds.push((await buildEmployment(test.db, { employeeId: employee.id, agreementId: Number(agreement!.agreement_id), departmentId: deck.id, startDate: '2026-01-01', endDate: null })).id);
    }
    // A norm period a quarter through the year on each, so that the preview's norm consequences cost what they would.
    for (const employmentid of employmentIds) {
      for (const startdate of ['2027-01-01', '2027-04-01', '2027-07-01', '2027-10-01']) {
        const norm = await admin.get('Plan/SetNormStart', { employmentid, startdate, start: '2027-01-01', end: '2027-01-31' });
        if (norm.statusCode !== 200) throw new Error(norm.body);
      }
    }
    const code = await admin.post('WatchTemplate/SaveWatchTemplate', { code: 'B12', color: '#3f51b5', details: [{ startTime: '06:00', endTime: '18:00', properties: [] }], subTemplates: [] }, { replace: false });
    const days = [...Array<number>(7).fill(code.json().watchTemplateId as number), ...Array<null>(7).fill(null)];
    const rotation = await admin.post('Plan/SaveRotation', { name: '7/7 benchmark', departmentId: deck.id, days });
    const body = { rotationId: rotation.json().rotationId as number, ...YEAR, employments: employmentIds.map((employmentId, index) => ({ employmentId, offset: alternatingOffset(days.length, index) })) };
    const grid = { start: '2027-01-01', end: '2027-01-31' };

    let watches = 0;
    let norms = 0;
    const preview = await time(3, async () => {
      const response = await admin.post('Plan/PreviewRotation', body);
      if (response.statusCode !== 200) throw new Error(response.body);
      watches = (response.json().placed as { count: number }[]).reduce((sum, each) => sum + each.count, 0);
      norms = (response.json().norms as unknown[]).length;
    }, 1);

    let laid: number[] = [];
    const undo = async () => {
      if (laid.length === 0) return;
      const response = await admin.post('Plan/RemovePlannedWatches', laid, grid);
      if (response.statusCode !== 200) throw new Error(response.body);
      laid = [];
    };
    const save = await time(3, async () => {
      const response = await admin.post('Plan/ApplyRotation', body, grid);
      if (response.statusCode !== 200) throw new Error(response.body);
      laid = response.json().plannedWatchIds as number[];
    }, 1, undo);
    const undoStart = performance.now();
    const undone = laid.length;
    await undo();
    const undoMs = Math.round(performance.now() - undoStart);
    return {
      employments: EMPLOYMENTS,
      watches,
      normPeriodsShown: norms,
      previewMedianMs: preview.medianMs,
      previewMaxMs: preview.maxMs,
      previewUnderTarget: preview.medianMs < PREVIEW_TARGET_MS,
      saveMedianMs: save.medianMs,
      saveMaxMs: save.maxMs,
      saveUnderTarget: save.medianMs < SAVE_TARGET_MS,
      undoMs,
      undoneWatches: undone,
    };
  } finally {
    await test.close();
  }
}
