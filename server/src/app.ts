import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { allCalls } from '@kaj/contract';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createTokenService } from './auth/tokens.ts';
import { createMailer } from './mail/mailer.ts';
import { registerCalls } from './http/routes.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { openApiDocument } from './http/openapi.ts';
import { handlers } from './areas/index.ts';
import { registerPlanEvents } from './areas/live/plan-events.ts';
import type { Services } from './services.ts';

/** Builds the server over an open database; `main.ts` listens, tests use `inject`. */
export async function buildApp(config: Config, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 20 * 1024 * 1024,
  });
  app.decorateRequest('sessionUser', null);
  const { db } = database;
  const services: Services = {
    config,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger: app.log }),
    tokens: await createTokenService(db, config.jwtSecret, config.tokenLifetimeMinutes),
  };
  installErrorHandler(app, db);
  registerCalls(app, allCalls, handlers, db, services);
  await registerPlanEvents(app, database, services.tokens);
  const openApi = openApiDocument(allCalls);
  app.get('/api/docs', async () => openApi);

  const indexHtml = path.join(config.webDist, 'index.html');
  const hasWeb = existsSync(indexHtml);
  // Files are looked up per request, so a rebuilt web client is served without a restart.
  if (hasWeb) await app.register(fastifyStatic, { root: config.webDist });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.toLowerCase().startsWith('/api/') || !hasWeb || request.method !== 'GET') {
      return reply.code(404).send({ message: 'Kaldet findes ikke.', code: 'not_found' });
    }
    return reply.sendFile('index.html');
  });
  app.addHook('onClose', () => database.close());
  return app;
}
