/** A wall-clock time of day, 'HH:mm' (00:00–23:59), as the contract carries it. */
export type TimeOfDay = string;

// PostgreSQL `time` columns read back as 'HH:mm:ss'; whole minutes only.
const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)(?::00)?$/;

export function isTimeOfDay(text: string): boolean {
  return TIME_OF_DAY.test(text);
}

/** Minutes after midnight: '06:30' → 390. Accepts 'HH:mm' and 'HH:mm:00'; throws RangeError otherwise. */
export function minutesOfDay(time: TimeOfDay): number {
  const match = TIME_OF_DAY.exec(time);
  if (!match) throw new RangeError(`Not a time of day (HH:mm): '${time}'`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** 'HH:mm' of minutes after midnight (0–1439): 390 → '06:30'. */
export function timeOfDay(minutes: number): TimeOfDay {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= 24 * 60) throw new RangeError(`Not minutes of a day (0–1439): ${minutes}`);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
