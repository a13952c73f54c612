import { afterEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { parseClockSetting, setClock } from '../../src/clock.ts';
import { agreements, auditTrail, restCards } from '../../src/db/schema/index.ts';
import { useTestApp } from '../support/use-test-app.ts';
import { buildTemplate, buildWatch } from '../planning/grid-fixtures.ts';
import { november, seafarer, type Day } from './rest-fixtures.ts';

// Signing that holds in an inspection (issue 17.2): only after the month, the countersigner named with rank, and
// a countersigned card opened again only by those who countersign, with a reason in the audit trail.

const NOW = '2026-12-05T12:00';
const test = useTestApp({ KAJ_NOW: NOW });
afterEach(() => setClock(parseClockSetting(NOW)));

const signer = { signername: 'Karen Holm', signerrank: 'Skibsfører' };

async function signedByBoth() {
  const crew = await seafarer(test);
  const card = { employmentid: crew.employment.id, ...november };
  expect((await crew.self.get('Plan/SaveRestEmployeeSignatureDate', { ...card, signaturedate: '2026-12-01' })).statusCode).toBe(200);
  expect((await crew.master.get('Plan/SaveRestAuthorizedSignatureDate', { ...card, signaturedate: '2026-12-02', ...signer })).statusCode).toBe(200);
  return { ...crew, card };
}

describe('signing after the month', () => {
  it('refuses to sign a card before its month has ended on the business clock', async () => {
    const { employment, self } = await seafarer(test);
    setClock(parseClockSetting('2026-11-30T23:30'));
    const early = await self.get('Plan/SaveRestEmployeeSignatureDate', { employmentid: employment.id, ...november, signaturedate: '2026-11-30' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('Hviletidsskemaet kan først underskrives, når måneden er slut.');
    expect(await test.db.select().from(restCards).where(eq(restCards.employmentId, employment.id))).toEqual([]);
    setClock(parseClockSetting('2026-12-01T00:10'));
    expect((await self.get('Plan/SaveRestEmployeeSignatureDate', { employmentid: employment.id, ...november, signaturedate: '2026-12-01' })).statusCode).toBe(200);
  });

  it('needs the name and rank of the person who countersigns and shows them on the card', async () => {
    const { employment, self, master } = await seafarer(test);
    const card = { employmentid: employment.id, ...november };
    await self.get('Plan/SaveRestEmployeeSignatureDate', { ...card, signaturedate: '2026-12-01' });
    const nameless = await master.get('Plan/SaveRestAuthorizedSignatureDate', { ...card, signaturedate: '2026-12-02', signername: '  ', signerrank: 'Skibsfører' });
    expect(nameless.json().message).toBe('Skriv navnet på den, der kontrasignerer.');
    const rankless = await master.get('Plan/SaveRestAuthorizedSignatureDate', { ...card, signaturedate: '2026-12-02', signername: 'Karen Holm', signerrank: ' ' });
    expect(rankless.json().message).toBe('Skriv stillingen (rangen) på den, der kontrasignerer.');
    await master.get('Plan/SaveRestAuthorizedSignatureDate', { ...card, signaturedate: '2026-12-02', ...signer });
    const [read] = (await master.post('Plan/GetRestCardDto', [employment.id], november)).json() as Record<string, unknown>[];
    expect(read).toMatchObject({ authorizedSignDate: '2026-12-02', authorizedSignedBy: 'Karen Holm', authorizedSignerRank: 'Skibsfører' });
  });
});

describe('a countersigned card', () => {
  it('cannot be unsigned by the seafarer, nor by the master without a reason', async () => {
    const { self, master, card, employment } = await signedByBoth();
    const unsign = await self.get('Plan/RemoveRestEmployeeSignatureDate', card);
    expect(unsign.statusCode).toBe(400);
    expect(unsign.json().message).toBe('Hviletidsskemaet er kontrasigneret. Kun skibsføreren eller en bemyndiget person kan genåbne det, med en begrundelse.');
    expect((await master.get('Plan/RemoveRestEmployeeSignatureDate', card)).statusCode).toBe(400);
    const [row] = await test.db.select().from(restCards).where(eq(restCards.employmentId, employment.id));
    expect(row).toMatchObject({ employeeSignDate: '2026-12-01', authorizedSignDate: '2026-12-02' });
  });

  it('is reopened only by those who countersign, with a reason written to the audit trail', async () => {
    const { self, planner, master, card, employment } = await signedByBoth();
    expect((await self.post('Plan/ReopenRestCard', { reason: 'Fejl' }, card)).statusCode).toBe(403);
    expect((await planner.post('Plan/ReopenRestCard', { reason: 'Fejl' }, card)).statusCode).toBe(403);
    const empty = await master.post('Plan/ReopenRestCard', { reason: '' }, card);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Skriv hvorfor skemaet genåbnes');

    const reopened = await master.post('Plan/ReopenRestCard', { reason: 'Brandøvelsen den 5. mangler' }, card);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ employeeSignDate: null, authorizedSignDate: null, authorizedSignedBy: null, authorizedSignerRank: null });
    const [audit] = await test.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.entity, 'restCard'), eq(auditTrail.employmentId, employment.id), eq(auditTrail.action, 'reopen')));
    expect(audit).toMatchObject({ date: '2026-11-01', after: { reason: 'Brandøvelsen den 5. mangler' }, before: { authorizedSignedBy: 'Karen Holm', authorizedSignerRank: 'Skibsfører' } });
    // The seafarer signed a card that is no longer signed: they are told why, with the way back to it.
    const told = (await self.get('Notification/GetNotifications', { pageNo: 1, pageSize: 20 })).json() as { items: { kind: string; title: string; body: string; link: string }[] };
    expect(told.items.filter((notice) => notice.kind === 'restCardReopened')).toEqual([
      expect.objectContaining({ title: 'Dit hviletidsskema for november 2026 er genåbnet', link: '/planning/rest-cards?period=2026-11-01', body: expect.stringContaining('Brandøvelsen den 5. mangler') }),
    ]);

    const again = await master.post('Plan/ReopenRestCard', { reason: 'Igen' }, card);
    expect(again.json().message).toBe('Hviletidsskemaet er ikke kontrasigneret, så der er intet at genåbne.');
  });
});

describe('rest entered by hand and its approval', () => {
  const day = (date: string) => async (client: { post: (path: string, body?: unknown, query?: Record<string, string | number>) => Promise<{ json: () => unknown }> }, id: number) =>
    ((await client.post('Plan/GetRestCardDto', [id], november)).json() as { days: Day[] }[])[0]!.days.find((row) => row.restDate === date)!;

  it('records a day without any rest: the whole day is work and breaks the rules', async () => {
    const { employment, planner } = await seafarer(test);
    const saved = await planner.post('Plan/SaveRestDay', { restDate: '2026-11-10', restPeriods: [], noRest: true, comment: 'Havari' }, { employmentid: employment.id, ...november });
    expect(saved.statusCode).toBe(200);
    const tenth = await day('2026-11-10')(planner, employment.id);
    expect(tenth).toMatchObject({ enteredByHand: true, restHours: 0, workHours: 24, restPeriods: [] });
    const breach = tenth.breaches.find((row) => row.rule === 'min10HoursIn24')!;
    // The breach names its window: the 24 hours of the day itself.
    expect(breach).toMatchObject({ from: '2026-11-10T00:00:00+01:00', to: '2026-11-11T00:00:00+01:00' });

    const both = await planner.post('Plan/SaveRestDay', { restDate: '2026-11-10', restPeriods: [{ restFrom: '2026-11-10T00:00:00+01:00', restTo: '2026-11-10T06:00:00+01:00' }], noRest: true }, { employmentid: employment.id, ...november });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toContain('En dag uden hvile kan ikke have hvileperioder');
  });

  it('approves the days entered by hand at the levels of watch approval, and freezes them while approved', async () => {
    const { employment, planner, approver, self } = await seafarer(test);
    const query = { employmentid: employment.id, ...november };
    const rest = { restDate: '2026-11-12', restPeriods: [{ restFrom: '2026-11-12T20:00:00+01:00', restTo: '2026-11-13T08:00:00+01:00' }] };
    await planner.post('Plan/SaveRestDay', rest, query);

    expect((await planner.post('Plan/ApproveRestDays', undefined, query)).statusCode).toBe(403);
    expect((await self.post('Plan/ApproveRestDays', undefined, query)).statusCode).toBe(403);
    const ship = await approver.post('Plan/ApproveRestDays', undefined, query);
    expect(ship.statusCode).toBe(200);
    expect((ship.json() as { days: Day[] }[])[0]!.days.find((row) => row.restDate === '2026-11-12')).toMatchObject({ approvalLevel: 'Skib' });
    const company = await approver.post('Plan/ApproveRestDays', undefined, query);
    expect((company.json() as { days: Day[] }[])[0]!.days.find((row) => row.restDate === '2026-11-12')).toMatchObject({ approvalLevel: 'Rederi' });
    expect((await approver.post('Plan/ApproveRestDays', undefined, query)).json().message).toBe('Hviledagene er allerede godkendt på øverste niveau.');

    const change = await planner.post('Plan/SaveRestDay', { ...rest, restPeriods: [] }, query);
    expect(change.json().message).toBe('Hviletiden den 12.11.2026 er godkendt. Fjern godkendelsen, før den ændres.');
    const audits = await test.db.select().from(auditTrail).where(and(eq(auditTrail.entity, 'restDay'), eq(auditTrail.employmentId, employment.id), eq(auditTrail.action, 'approve')));
    expect(audits.map((row) => row.after)).toEqual([{ level: 1 }, { level: 2 }]);

    const removed = await approver.post('Plan/RemoveRestDayApproval', undefined, query);
    expect((removed.json() as { days: Day[] }[])[0]!.days.find((row) => row.restDate === '2026-11-12')).toMatchObject({ approvalLevel: null, approved: null });
    expect((await planner.post('Plan/SaveRestDay', { ...rest, restPeriods: [] }, query)).statusCode).toBe(200);
    expect((await approver.post('Plan/ApproveRestDays', undefined, query)).json().message).toBe('Der er ingen afsluttede håndindtastede hviledage fra 1.11.2026 til 30.11.2026.');
  });
});

describe('the STCW exception of the agreement', () => {
  it('allows the 10 hours in three periods on the card when the agreement says so', async () => {
    const { employment, agreement, planner } = await seafarer(test);
    const template = await buildTemplate(test.db);
    // 6-on/6-off with extra work 08–09 on 10 November: 11 hours of rest in three periods, the longest two only 9.
    for (let date = 1; date <= 20; date += 1) {
      const iso = `2026-11-${String(date).padStart(2, '0')}`;
      await buildWatch(test.db, { employmentId: employment.id, template, date: iso, startTime: '00:00', endTime: '06:00' });
      await buildWatch(test.db, { employmentId: employment.id, template, date: iso, startTime: '12:00', endTime: '18:00' });
    }
    await buildWatch(test.db, { employmentId: employment.id, template, date: '2026-11-10', startTime: '08:00', endTime: '09:00' });
    const rules = async () => {
      const [card] = (await planner.post('Plan/GetRestCardDto', [employment.id], november)).json() as { stcwException: boolean; days: Day[] }[];
      return { exception: card!.stcwException, rules: card!.days.flatMap((row) => row.breaches.map((breach) => breach.rule)) };
    };
    expect(await rules()).toEqual({ exception: false, rules: ['tooManyRestPeriods', 'tooManyRestPeriods'] });
    await test.db.update(agreements).set({ stcwException: true }).where(eq(agreements.id, agreement.id));
    expect(await rules()).toEqual({ exception: true, rules: [] });
  });
});
