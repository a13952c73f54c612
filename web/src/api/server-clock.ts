// The server's clock as this browser reckons it. The PC's or phone's own clock can be wrong (a ship's PC long
// offline, a phone set by hand), while a token's validTo is the server's time: a clock a day ahead would end every
// session at once. Each answer's Date header tells the difference, kept for the next start of the app.

/** Differences below this are the Date header's whole seconds and the network's delay, not a wrong clock. */
const NOTICED_MS = 60_000;
const KEY = 'serverClockOffsetMs';
const storage = typeof localStorage === 'undefined' ? undefined : localStorage;

let offsetMs = Number(storage?.getItem(KEY)) || 0;

/** Notes the server's time from the Date header of an answer received `now`. */
export function noteServerDate(header: string | null, now = Date.now()): void {
  const server = header === null ? Number.NaN : Date.parse(header);
  if (Number.isNaN(server)) return;
  const difference = server - now;
  const noticed = Math.abs(difference) < NOTICED_MS ? 0 : difference;
  if (noticed === offsetMs) return;
  offsetMs = noticed;
  if (offsetMs === 0) storage?.removeItem(KEY);
  else storage?.setItem(KEY, String(offsetMs));
}

/** The server's time now, as far as its answers have told: milliseconds since the epoch. */
export const serverNow = (now = Date.now()): number => now + offsetMs;
