
// Every call checks its token's session and user: one query each, for an answer that changes a few times a day.
// Each instance keeps the answer by token for a moment. What it read can change by:
// - a session ended (logout, new password, reset, deactivation) on this instance: it keeps nothing for a moment,
//   so the ended session is refused at once, before the change's notice (below) has come back;
// - any change of sessions, users or roles on any instance: the database's triggers notify `kaj_sessions` at commit
//   (migration 0024) and every instance forgets all it keeps; also when its listening resumes after a break;
// - the end of the token or session: nothing is kept past them.

/** How long a check is kept. */
const KEPT_MS = 2000;
/** How many tokens are kept at most (the oldest go first). */
const MAX_TOKENS = 10_000;

export interface SessionCache<U> {
  /** The user of a token checked a moment ago, if kept. */
  lookup(token: string): U | undefined;
  /** Whether a check that began at `generation` may still be kept (nothing was forgotten since). */
  readonly generation: number;
  keep(token: string, user: U, validUntilMs: number, generation: number): void;
  /** Forgets everything (a change heard from the database). */
  forgetAll(): void;
  /** Forgets everything and keeps nothing for a moment (a session ended here, its notice not yet back). */
  sessionEnded(): void;
}

export function createSessionCache<U>(now: () => number = Date.now): SessionCache<U> {
  const kept = new Map<string, { user: U; until: number }>();
  let generation = 0;
  let pausedUntil = 0;
  const forgetAll = () => {
    kept.clear();
    generation += 1;
  };
  return {
    lookup(token) {
      const entry = kept.get(token);
      if (!entry) return undefined;
      if (entry.until > now() && pausedUntil <= now()) return entry.user;
      kept.delete(token);
      return undefined;
    },
    get generation() {
      return generation;
    },
    keep(token, user, validUntilMs, from) {
      if (from !== generation || pausedUntil > now()) return;
      if (kept.size >= MAX_TOKENS) kept.delete(kept.keys().next().value!);
      kept.set(token, { user, until: Math.min(now() + KEPT_MS, validUntilMs) });
    },
    forgetAll,
    sessionEnded() {
      forgetAll();
      pausedUntil = now() + KEPT_MS;
    },
  };
}
