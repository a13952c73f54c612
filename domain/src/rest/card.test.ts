import { describe, expect, it } from 'vitest';
import { spanOf } from '@kaj/calendar';
import { restCard } from './card.ts';
import { daily } from './fixtures.ts';

describe('restCard', () => {
  it('a month of 14-hour days: a row per day, rest 22–24 and 00–08, and the weekly breach from the 7th', () => {
    // June 2026, work 08–22 every day from the 1st (a new posting: no record before). Each day has
    // 10 hours of rest (00–08 and 22–24 on the form). The 24-hour and 14-hour rules hold exactly; the
    // 7-day rule breaks from the 7th, when the 168 hours back from 22:00 no longer reach before the 1st.
    const card = restCard({ period: '2026-06-01', record: { watches: daily('2026-06-01', 30, [['08:00', '22:00']]) }, comments: { '2026-06-10': 'Havneophold' } });
    expect(card.rows).toHaveLength(30);
    expect(card.rows[9]).toMatchObject({
      date: '2026-06-10',
      day: 10,
      restMinutes: 600,
      workMinutes: 840,
      enteredByHand: false,
      comment: 'Havneophold',
      restPeriods: [expect.objectContaining({ from: '00:00', to: '08:00' }), expect.objectContaining({ from: '22:00', to: '24:00' })],
    });
    expect(card.rows.filter((row) => row.breaches.length > 0).map((row) => row.day)).toEqual(Array.from({ length: 24 }, (_, i) => i + 7));
    expect(card.rows[6]!.breaches.map((breach) => [breach.rule, breach.text])).toEqual([['min77HoursIn7Days', 'Mindre end 77 timers hvile i 7 døgn']]);
    expect(card.breachCount).toBe(24);
    expect(card.restMinutes).toBe(30 * 600);
  });

  it('marks the days entered by hand and keeps a rest period over midnight on both days', () => {
    const card = restCard({
      period: '2026-02-01',
      record: { watches: [], handEntered: [{ date: '2026-02-27', rest: [spanOf('2026-02-27', '00:00', '06:00'), spanOf('2026-02-27', '18:00', '00:00')] }] },
    });
    expect(card.rows).toHaveLength(28);
    expect(card.rows[26]).toMatchObject({ enteredByHand: true, restMinutes: 720, workMinutes: 720 });
    expect(card.rows[26]!.restPeriods.map((period) => [period.from, period.to])).toEqual([['00:00', '06:00'], ['18:00', '24:00']]);
    // The 28th has no record: a whole day of rest that continues the evening rest of the 27th.
    expect(card.rows[27]!.restPeriods.map((period) => [period.from, period.to])).toEqual([['00:00', '24:00']]);
    expect(card.breachCount).toBe(0);
  });
});
