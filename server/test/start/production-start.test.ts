import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { readConfig } from '../../src/config.ts';
import { hashPassword } from '../../src/auth/passwords.ts';
import { users } from '../../src/db/schema/index.ts';
import { prepareDatabase } from '../../src/demo/bootstrap.ts';
import { DEMO_PASSWORD } from '../../src/demo/demo-password.ts';
import { silentLog } from '../../src/http/logger.ts';
import { openTestDatabase } from '../support/test-database.ts';

const POSTGRES = 'postgres://kaj@db.example/kaj';

describe('demo data and production starts', () => {
  it('seeds the demo by default on PGlite only, and never in production', () => {
    expect(readConfig({}).demoData).toBe(true);
    expect(readConfig({ DATABASE_URL: POSTGRES }).demoData).toBe(false);
    expect(readConfig({ DATABASE_URL: POSTGRES, KAJ_DEMO: '1' }).demoData).toBe(true);
    expect(readConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(() => readConfig({ NODE_ENV: 'production', KAJ_DEMO: '1' })).toThrow('KAJ_DEMO: demodata (password Demo1234) lægges ikke ind, når NODE_ENV=production');
    expect(() => readConfig({ NODE_ENV: 'production', KAJ_ADMIN_EMAIL: 'it@rederi.dk', KAJ_ADMIN_PASSWORD: DEMO_PASSWORD })).toThrow('KAJ_ADMIN_PASSWORD');
  });

  it('reads an empty variable as unset', () => {
    expect(readConfig({ JWT_SECRET: '', SMTP_URL: '', KAJ_ADMIN_EMAIL: '', DATABASE_URL: '' })).toMatchObject({ jwtSecret: undefined, smtpUrl: undefined, databaseUrl: undefined });
  });

  it('takes the pool size from DATABASE_POOL_SIZE, within bounds', () => {
    expect(readConfig({}).databasePoolSize).toBe(10);
    expect(readConfig({ DATABASE_POOL_SIZE: '25' }).databasePoolSize).toBe(25);
    expect(() => readConfig({ DATABASE_POOL_SIZE: '1' })).toThrow('DATABASE_POOL_SIZE');
  });

  it('names the short statements unless DATABASE_NAMED_STATEMENTS is 0', () => {
    expect(readConfig({}).databaseNamedStatements).toBe(true);
    expect(readConfig({ DATABASE_NAMED_STATEMENTS: '0' }).databaseNamedStatements).toBe(false);
    expect(() => readConfig({ DATABASE_NAMED_STATEMENTS: 'ja' })).toThrow('DATABASE_NAMED_STATEMENTS');
  });

  it('refuses a production start while a demo user keeps the demo password', async () => {
    const database = await openTestDatabase();
    try {
      await database.db.insert(users).values({ email: 'admin@kaj.example', firstName: 'Astrid', lastName: 'Administrator', passwordHash: await hashPassword(DEMO_PASSWORD) });
      const production = { demoData: false, firstAdmin: undefined, production: true };
      await expect(prepareDatabase(database, production, silentLog)).rejects.toThrow(
        'Produktionsstart afvist: admin@kaj.example har stadig demopasswordet. Skift passwordet eller deaktivér brugeren.',
      );
      await prepareDatabase(database, { ...production, production: false }, silentLog);
      await database.db.update(users).set({ passwordHash: await hashPassword('Andet-Hemmeligt1') }).where(eq(users.email, 'admin@kaj.example'));
      await prepareDatabase(database, production, silentLog);
    } finally {
      await database.close();
    }
  });
});
