import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Role } from '@kaj/contract';
import { buildApp } from '../../src/app.ts';
import { readConfig, type Config } from '../../src/config.ts';
import type { Database, Db } from '../../src/db/client.ts';
import { hashPassword } from '../../src/auth/passwords.ts';
import { roles, userRoles, users } from '../../src/db/schema/index.ts';
import { inArray } from 'drizzle-orm';
import { openTestDatabase } from './test-database.ts';

export const TEST_PASSWORD = 'Test1234';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return readConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    KAJ_DEMO: '0',
    APP_URL: 'http://kaj.test',
    // Test files sign in hundreds of times from one address; the throttle's own tests set their limit.
    KAJ_AUTH_RATE_LIMIT: '100000',
    ...overrides,
  });
}

/** The app over a database of its own: migrated and empty, or another (`openDemoDatabase` for the demo company). */
export async function createTestApp(overrides: Record<string, string> = {}, open: () => Promise<Database> = openTestDatabase): Promise<TestApp> {
  const database = await open();
  const config = testConfig(overrides);
  const app = await buildApp(config, database);
  return { app, db: database.db, config, close: () => app.close() };
}

let sequence = 0;

/** A user with roles and the test password; answers the row. */
export async function buildUser(db: Db, options: { roles?: Role[]; email?: string; isActive?: boolean; lockoutEnabled?: boolean; firstName?: string } = {}) {
  sequence += 1;
  const [user] = await db
    .insert(users)
    .values({
      email: options.email ?? `user${sequence}-${Date.now()}@kaj.test`,
      firstName: options.firstName ?? `Bruger${sequence}`,
      lastName: 'Test',
      passwordHash: await hashPassword(TEST_PASSWORD),
      isActive: options.isActive ?? true,
      lockoutEnabled: options.lockoutEnabled ?? true,
    })
    .returning();
  if (!user) throw new Error('user not created');
  if (options.roles?.length) {
    const found = await db.select().from(roles).where(inArray(roles.name, options.roles));
    await db.insert(userRoles).values(found.map((role) => ({ userId: user.id, roleId: role.id })));
  }
  return user;
}

export async function login(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/Authenticate/Login', payload: { username: email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json().token as string;
}

/** A user with roles, signed in: answers the row and a bearer token. */
export async function signedIn(test: TestApp, roleList: Role[] = []) {
  const user = await buildUser(test.db, { roles: roleList });
  return { user, token: await login(test.app, user.email) };
}

interface CallOptions {
  token?: string;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
}

export async function callApi(app: FastifyInstance, method: 'GET' | 'POST', path: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: path,
    query: options.query ? Object.fromEntries(Object.entries(options.query).map(([key, value]) => [key, String(value)])) : undefined,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}
