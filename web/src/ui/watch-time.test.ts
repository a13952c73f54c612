import { describe, expect, it } from 'vitest';
import { completeTime, endsNextDay, formatDuration, formatPaidHours, parseDuration, spanMinutes } from './watch-time.ts';

describe('watch times', () => {
  it('lets an end at or before the start end the next day', () => {
    expect(spanMinutes('06:00', '14:00')).toBe(480);
    expect(spanMinutes('22:00', '06:00')).toBe(480);
    expect(spanMinutes('20:00', '00:00')).toBe(240);
    expect(spanMinutes('08:00', '08:00')).toBe(1440);
    expect(spanMinutes('8', '14:00')).toBeNull();
    expect(endsNextDay('22:00', '06:00')).toBe(true);
    expect(endsNextDay('20:00', '00:00')).toBe(true);
    expect(endsNextDay('06:00', '14:00')).toBe(false);
  });

  it('shows paid time in Danish hours and as hours and minutes', () => {
    expect(formatPaidHours(480)).toBe('8,00 t');
    expect(formatPaidHours(444)).toBe('7,40 t');
    expect(formatDuration(444)).toBe('7:24');
    expect(formatDuration(30)).toBe('0:30');
  });

  it('reads a typed duration as hours and minutes or decimal hours', () => {
    expect(parseDuration('7:24')).toBe(444);
    expect(parseDuration('7,4')).toBe(444);
    expect(parseDuration('7.5')).toBe(450);
    expect(parseDuration('8')).toBe(480);
    expect(parseDuration(' ')).toBeNull();
    expect(parseDuration('7:75')).toBeUndefined();
    expect(parseDuration('otte')).toBeUndefined();
  });

  it('completes a typed time where the intent is clear', () => {
    expect(completeTime('6')).toBe('06:00');
    expect(completeTime('630')).toBe('06:30');
    expect(completeTime('2200')).toBe('22:00');
    expect(completeTime('6.30')).toBe('06:30');
    expect(completeTime('06:30')).toBe('06:30');
    expect(completeTime('25')).toBe('25');
    expect(completeTime('22:75')).toBe('22:75');
  });
});
