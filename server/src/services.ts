import type { Config } from './config.ts';
import type { Mailer } from './mail/mailer.ts';
import type { TokenService } from './auth/tokens.ts';
import type { AfterAnswer } from './http/after-answer.ts';

/** What handlers need besides the database. */
export interface Services {
  config: Config;
  mailer: Mailer;
  tokens: TokenService;
  afterAnswer: AfterAnswer;
}
