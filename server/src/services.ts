import type { Config } from './config.ts';
import type { Mailer } from './mail/mailer.ts';
import type { TokenService } from './auth/tokens.ts';
import type { AfterAnswer } from './http/after-answer.ts';
import type { SessionCache } from './auth/session-cache.ts';
import type { SessionUser } from './auth/session-user.ts';

/** What handlers need besides the database. */
export interface Services {
  config: Config;
  mailer: Mailer;
  tokens: TokenService;
  /** The session checks this instance keeps for a moment. */
  sessions: SessionCache<SessionUser>;
  afterAnswer: AfterAnswer;
}
