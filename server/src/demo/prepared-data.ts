import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { IsoDate } from '@kaj/domain';
import { todayInCopenhagen } from '../clock.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase, migrationsFingerprint } from '../db/migrations.ts';
import { syncReferenceData } from '../db/reference/sync.ts';
import { silentLog } from '../http/logger.ts';
import { serverRoot } from '../paths.ts';
import { bootstrapDatabase } from './bootstrap.ts';

// A start on an empty PGlite folder would make the database (initdb), run every migration and seed the demo: many
// seconds. The build makes the same once (`npm run build`) and leaves two copies beside the server bundle, which a
// start on an empty folder unpacks instead:
// - `migrated.tar.gz`: migrated, with the reference data, and nothing else. Right for this build whatever the day.
// - `demo.tar.gz`: the same with the demo seeded. The demo's months and notifications follow its day, so it is only
//   used on the day (Copenhagen, business clock) it was seeded; on another day the migrated copy is unpacked and the
//   demo seeded anew, as an empty database would be.
// Both are made from this build's migrations and seed, and only the server bundle of the same build uses them (a
// start from the sources may have other migrations or another seed); they are stamped with the migrations' hashes, so
// a copy from other migrations is never used. Nothing here is committed: `dist/` is the build's.

/** Where the build leaves the copies. */
export const preparedDataFolder = path.join(serverRoot, 'dist', 'pglite');

/** The copies of this build, if this code is the build's bundle (`dist/main.js`), not the sources. */
const builtFolder = fileURLToPath(import.meta.url).startsWith(path.join(serverRoot, 'dist') + path.sep) ? preparedDataFolder : undefined;

const MIGRATED = 'migrated.tar.gz';
const DEMO = 'demo.tar.gz';
const STAMP = 'prepared.json';

interface PreparedStamp {
  migrations: string;
  demoDay: IsoDate;
}

/** Makes both copies in `folder` from an in-memory PGlite, as a start into an empty database would make them. */
export async function makePreparedData(folder: string = preparedDataFolder): Promise<PreparedStamp> {
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrateDatabase(database);
    await syncReferenceData(database.db);
    await writeFile(path.join(folder, MIGRATED), await dumpOf(database.dumpDataDir));
    const demoDay = todayInCopenhagen();
    await bootstrapDatabase(database.db, { demoData: true, firstAdmin: undefined }, silentLog);
    await writeFile(path.join(folder, DEMO), await dumpOf(database.dumpDataDir));
    const stamp: PreparedStamp = { migrations: migrationsFingerprint, demoDay };
    await writeFile(path.join(folder, STAMP), `${JSON.stringify(stamp)}\n`);
    return stamp;
  } finally {
    await database.close();
  }
}

async function dumpOf(dump: (() => Promise<Blob>) | undefined): Promise<Uint8Array> {
  if (!dump) throw new Error('Kun PGlite kan gemme sin datamappe');
  return new Uint8Array(await (await dump()).arrayBuffer());
}

export interface PreparedData {
  /** The data folder's tarball, unpacked (gunzip in Node is many times faster than PGlite's own). */
  tarball: Blob;
  /** Which copy, for the log. */
  name: string;
}

/**
 * The copy an empty PGlite folder starts from: the demo's on the day it was seeded when the demo is wanted, else
 * the migrated one. None for a folder that has a database, for a start from the sources (unless given a folder),
 * or when the copies are from other migrations than this code's.
 */
export async function preparedDataFor(dataDir: string, demoData: boolean, folder: string | undefined = builtFolder): Promise<PreparedData | undefined> {
  if (!folder || dataDir.startsWith('memory://') || existsSync(path.join(dataDir, 'PG_VERSION'))) return undefined;
  const stamp = await readStamp(folder);
  if (stamp?.migrations !== migrationsFingerprint) return undefined;
  const name = demoData && stamp.demoDay === todayInCopenhagen() ? DEMO : MIGRATED;
  const file = path.join(folder, name);
  if (!existsSync(file)) return undefined;
  return { tarball: new Blob([gunzipSync(await readFile(file))]), name };
}

async function readStamp(folder: string): Promise<PreparedStamp | undefined> {
  try {
    return JSON.parse(await readFile(path.join(folder, STAMP), 'utf8')) as PreparedStamp;
  } catch {
    return undefined;
  }
}
