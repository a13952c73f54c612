import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../client.ts';
import { roles, userRoles, users } from '../schema/index.ts';
import { syncReferenceData } from '../reference/sync.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { seedDemo } from './demo.ts';

/** Reference data always; into an empty database the demo company, or else the first admin from the environment. */
export async function bootstrapDatabase(db: Db, config: Pick<Config, 'demoData' | 'firstAdmin'>, log: Pick<FastifyBaseLogger, 'info' | 'warn'>) {
  await syncReferenceData(db);
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return;
  if (config.demoData) {
    await seedDemo(db);
    log.info('Demodata indlæst: Østersø Færger A/S med brugere admin@kaj.example m.fl. (password Demo1234)');
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
