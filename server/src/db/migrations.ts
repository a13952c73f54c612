import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrationsFolder } from '../paths.ts';
import type { Database, Db } from './client.ts';
import { queryRows } from './raw.ts';

/** Runs the migrations in `server/drizzle/` that the database has not had. Callers serialise starts (`prepareDatabase`). */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.driver === 'postgres') await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  else await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
}

const migrations = readMigrationFiles({ migrationsFolder });

/** When the newest migration this build knows was made (drizzle records it per applied migration). */
const newestMigration = Math.max(0, ...migrations.map((migration) => migration.folderMillis));

/** One hash of every migration's SQL: a prepared database made from other migrations has another. */
export const migrationsFingerprint = createHash('sha256').update(migrations.map((migration) => migration.hash).join('\n')).digest('hex');

/** Whether the database has every migration this build knows; false before the first start has migrated it. */
export async function migrationsCurrent(db: Db): Promise<boolean> {
  const [table] = await queryRows<{ present: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!table?.present) return false;
  const [row] = await queryRows<{ newest: string | number | null }>(db, sql`select max(created_at) as newest from drizzle.__drizzle_migrations`);
  return Number(row?.newest ?? 0) >= newestMigration;
}
