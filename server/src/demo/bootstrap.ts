import { and, count, eq, inArray } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { roles, userRoles, users } from '../db/schema/index.ts';
import { migrateDatabase } from '../db/migrations.ts';
import { syncReferenceData } from '../db/reference/sync.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { Log } from '../http/logger.ts';
import { seedDemo, DEMO_USERS } from './demo.ts';
import { DEMO_PASSWORD } from './demo-password.ts';

type StartConfig = Pick<Config, 'demoData' | 'firstAdmin' | 'production'>;

/**
 * What every start does before it serves: migrations, reference data, and the demo company or the first admin into
 * an empty database. Instances starting together on one PostgreSQL take turns (an advisory lock), so the first does
 * the work and the others find it done. A production start refuses a database whose demo users keep the demo password.
 */
export async function prepareDatabase(database: Database, config: StartConfig, log: Log): Promise<void> {
  await database.exclusively(async () => {
    await migrateDatabase(database);
    await bootstrapDatabase(database.db, config, log);
  });
  if (config.production) await refuseDemoPasswords(database.db);
}

/** Reference data always; into an empty database the demo company, or else the first admin from the environment. */
export async function bootstrapDatabase(db: Db, config: Pick<Config, 'demoData' | 'firstAdmin'>, log: Pick<Log, 'info' | 'warn'>) {
  await syncReferenceData(db);
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return;
  if (config.demoData) {
    await seedDemo(db);
    log.info(`Demodata indlæst: Østersø Færger A/S med brugere admin@kaj.example m.fl. (password ${DEMO_PASSWORD})`);
    return;
  }
  if (!config.firstAdmin) {
    log.warn('Databasen har ingen brugere. Sæt KAJ_ADMIN_EMAIL og KAJ_ADMIN_PASSWORD for at oprette den første administrator.');
    return;
  }
  await db.transaction(async (tx) => {
    const [admin] = await tx
      .insert(users)
      .values({ email: config.firstAdmin!.email.toLowerCase(), firstName: 'Administrator', lastName: '', passwordHash: await hashPassword(config.firstAdmin!.password) })
      .returning({ id: users.id });
    const [adminRole] = await tx.select().from(roles).where(eq(roles.name, 'Admin'));
    if (admin && adminRole) await tx.insert(userRoles).values({ userId: admin.id, roleId: adminRole.id });
  });
  log.info(`Første administrator oprettet: ${config.firstAdmin.email}`);
}

/** Stops a production start while an active demo user still signs in with the demo password. */
async function refuseDemoPasswords(db: Db): Promise<void> {
  const demoUsers = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.isActive, true), inArray(users.email, DEMO_USERS.map((user) => user.email))));
  for (const user of demoUsers) {
    if (await verifyPassword(user.passwordHash, DEMO_PASSWORD)) {
      throw new Error(`Produktionsstart afvist: ${user.email} har stadig demopasswordet. Skift passwordet eller deaktivér brugeren.`);
    }
  }
}
