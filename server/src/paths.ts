import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server workspace's folder: the nearest folder above this module with the migrations in `drizzle/`.
 * Found by looking, so the sources (`server/src/…`) and the built bundle (`server/dist/main.js`) agree.
 */
function findServerRoot(): string {
  const start = path.dirname(fileURLToPath(import.meta.url));
  for (let folder = start; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'drizzle', 'meta', '_journal.json'))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`Migreringerne (drizzle/) findes ikke over ${start}`);
  }
}

export const serverRoot = findServerRoot();
/** The repository root, so that default folders do not depend on the directory npm ran in. */
export const repoRoot = path.dirname(serverRoot);
export const migrationsFolder = path.join(serverRoot, 'drizzle');
