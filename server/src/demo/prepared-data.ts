import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IsoDate } from '@kaj/domain';
import { todayInCopenhagen } from '../clock.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase, migrationsFingerprint } from '../db/migrations.ts';
import { syncReferenceData } from '../db/reference/sync.ts';
import { silentLog } from '../http/logger.ts';
import { serverRoot } from '../paths.ts';
import { bootstrapDatabase } from './bootstrap.ts';

// A start on an empty PGlite folder would make the database (initdb), run every migration and seed the demo: many
// seconds. The build makes the same once (`npm run build`) and leaves two PGlite data folders beside the server
// bundle, one of which a start on an empty folder copies (a plain file copy, then PGlite opens it as its own):
// - `migrated/`: migrated, with the reference data, and nothing else. Right for this build whatever the day.
// - `demo/`: the same with the demo seeded. The demo's months and notifications follow its day, so it is only
//   used on the day (Copenhagen, business clock) it was seeded; on another day the migrated folder is copied and the
//   demo seeded anew, as an empty database would be.
// Both are made from this build's migrations and seed, and only the server bundle of the same build uses them (a
// start from the sources may have other migrations or another seed); they are stamped with the migrations' hashes, so
// folders made from other migrations are never used. Nothing here is committed: `dist/` is the build's.

/** Where the build leaves the folders. */
export const preparedDataFolder = path.join(serverRoot, 'dist', 'pglite');

/** The folders of this build, if this code is the build's bundle (`dist/…`), not the sources. */
const builtFolder = fileURLToPath(import.meta.url).startsWith(path.join(serverRoot, 'dist') + path.sep) ? preparedDataFolder : undefined;

const MIGRATED = 'migrated';
const DEMO = 'demo';
const STAMP = 'prepared.json';

interface PreparedStamp {
  migrations: string;
  demoDay: IsoDate;
}

/** Makes both folders in `folder` with PGlite, as a start into an empty database would make them. */
export async function makePreparedData(folder: string = preparedDataFolder): Promise<PreparedStamp> {
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  const migrated = await openDatabase({ dataDir: path.join(folder, MIGRATED) });
  try {
    await migrateDatabase(migrated);
    await syncReferenceData(migrated.db);
  } finally {
    await migrated.close();
  }
  await cp(path.join(folder, MIGRATED), path.join(folder, DEMO), { recursive: true });
  const demoDay = todayInCopenhagen();
  const demo = await openDatabase({ dataDir: path.join(folder, DEMO) });
  try {
    await bootstrapDatabase(demo.db, { demoData: true, firstAdmin: undefined }, silentLog);
  } finally {
    await demo.close();
  }
  const stamp: PreparedStamp = { migrations: migrationsFingerprint, demoDay };
  await writeFile(path.join(folder, STAMP), `${JSON.stringify(stamp)}\n`);
  return stamp;
}

/**
 * Copies a prepared folder into an empty PGlite data folder: the demo's on the day it was seeded when the demo is
 * wanted, else the migrated one. Answers which, or nothing for a folder that has a database, for a start from the
 * sources (unless given a folder), or when the folders are from other migrations than this code's.
 */
export async function copyPreparedData(dataDir: string, demoData: boolean, folder: string | undefined = builtFolder): Promise<string | undefined> {
  if (!folder || dataDir.startsWith('memory://') || existsSync(path.join(dataDir, 'PG_VERSION'))) return undefined;
  const stamp = await readStamp(folder);
  if (stamp?.migrations !== migrationsFingerprint) return undefined;
  const name = demoData && stamp.demoDay === todayInCopenhagen() ? DEMO : MIGRATED;
  const source = path.join(folder, name);
  if (!existsSync(path.join(source, 'PG_VERSION'))) return undefined;
  await cp(source, dataDir, { recursive: true });
  return name;
}

async function readStamp(folder: string): Promise<PreparedStamp | undefined> {
  try {
    return JSON.parse(await readFile(path.join(folder, STAMP), 'utf8')) as PreparedStamp;
  } catch {
    return undefined;
  }
}
