import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { DEFAULT_MAX_BODY_BYTES, allCalls } from '@kaj/contract';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createTokenService } from './auth/tokens.ts';
import { createSessionCache } from './auth/session-cache.ts';
import type { SessionUser } from './auth/session-user.ts';
import { createMailer } from './mail/mailer.ts';
import { createAfterAnswer, type AfterAnswer } from './http/after-answer.ts';
import { registerCalls } from './http/routes.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerCompression } from './http/compression.ts';
import { registerWebClient } from './http/web-client.ts';
import { createLogger } from './http/logger.ts';
import { registerHealth } from './http/health.ts';
import { openApiDocument } from './http/openapi.ts';
import { handlers } from './areas/index.ts';
import { registerPlanEvents } from './areas/live/plan-events.ts';
import { startMailDispatch } from './areas/notifications/index.ts';
import type { Services } from './services.ts';
import { setClock } from './clock.ts';
import { setRecalculationInlineLimit, startRecalculationRunner } from './areas/pay-engine/recalculation/index.ts';

/** Builds the server over an open, prepared database; `main.ts` listens, tests use `inject`. */
export async function buildApp(config: Config, database: Database, log: FastifyBaseLogger = createLogger(config.logLevel)): Promise<FastifyInstance> {
  setClock(config.now);
  setRecalculationInlineLimit(config.recalcInlineLimit);
  const app = Fastify({
    loggerInstance: log,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // Routes outside the contract read no body; each call of the contract declares its own limit.
    bodyLimit: DEFAULT_MAX_BODY_BYTES,
  });
  app.decorateRequest('sessionUser', null);
  await registerSecurityHeaders(app, { https: config.appUrl.startsWith('https:') });
  await registerCompression(app);
  const { db } = database;
  const sessions = createSessionCache<SessionUser>();
  const unlistenSessions = await database.listen('kaj_sessions', sessions.forgetAll, sessions.forgetAll);
  app.addHook('preClose', unlistenSessions);
  const services: Services = {
    config,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger: app.log }),
    afterAnswer: createAfterAnswer(db, app.log),
    tokens: await createTokenService(db, config.jwtSecret, { tokenMinutes: config.tokenLifetimeMinutes, sessionHours: config.sessionMaxHours }, sessions.sessionEnded),
    sessions,
  };
  installErrorHandler(app, db);
  await registerCalls(app, allCalls, handlers, db, services);
  await registerPlanEvents(app, database, services.tokens);
  const stopMailDispatch = await startMailDispatch(database, services.mailer, config.appUrl, app.log);
  app.addHook('preClose', stopMailDispatch);
  const stopRecalculation = await startRecalculationRunner(database, app.log);
  app.addHook('preClose', stopRecalculation);
  registerHealth(app, database);
  // Made at the first request, not at start: turning every call's schemas into JSON Schema costs a cold start about a second.
  let openApi: ReturnType<typeof openApiDocument> | undefined;
  app.get('/api/docs', async () => (openApi ??= openApiDocument(allCalls)));

  await registerWebClient(app, config.webDist);
  app.decorate('afterAnswer', services.afterAnswer);
  app.addHook('onClose', async () => {
    await services.afterAnswer.idle();
    await database.close();
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Work that follows answers (reset mails); tests wait for it with `afterAnswer.idle()`. */
    afterAnswer: AfterAnswer;
  }
}
