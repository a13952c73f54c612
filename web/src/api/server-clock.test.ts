import { describe, expect, it } from 'vitest';
import { noteServerDate, serverNow } from './server-clock.ts';

describe('the server clock as the browser reckons it', () => {
  const server = Date.parse('2026-12-07T12:00:00Z');
  const header = new Date(server).toUTCString();

  it('follows the server when the browser clock is a year ahead or a day behind', () => {
    const yearAhead = server + 365 * 24 * 3_600_000;
    noteServerDate(header, yearAhead);
    expect(serverNow(yearAhead + 5_000)).toBe(server + 5_000);
    const dayBehind = server - 24 * 3_600_000;
    noteServerDate(header, dayBehind);
    expect(serverNow(dayBehind)).toBe(server);
  });

  it('takes a difference of seconds for the header’s rounding and the network, and a missing or unreadable header for nothing', () => {
    noteServerDate(header, server + 1_800);
    expect(serverNow(server + 1_800)).toBe(server + 1_800);
    noteServerDate(header, server + 3_600_000);
    noteServerDate(null, server);
    noteServerDate('i går', server);
    expect(serverNow(server + 3_600_000)).toBe(server);
  });
});
