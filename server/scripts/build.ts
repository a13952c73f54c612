// Bundles the server (`src/main.ts` and the workspaces it imports) into `dist/main.js` for `node`, and with it
// `dist/prepare-data.js`, which it runs to leave the prepared PGlite copies an empty data folder starts from
// (`src/demo/prepared-data.ts`) in `dist/pglite/`: made by every build from its own migrations and seed.
// npm packages stay outside the bundle and load from node_modules: several ship native code or WebAssembly.
// Run by `npm run build -w server` on Node 24, which runs this TypeScript file as it is.
import { execFileSync } from 'node:child_process';
import { build, type Plugin } from 'esbuild';
import { fileURLToPath } from 'node:url';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

/** Our own workspaces (`@kaj/…`, TypeScript) go into the bundle; every other package is imported at run time. */
const packagesOutside: Plugin = {
  name: 'packages-outside',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@kaj/') ? undefined : { path: args.path, external: true }));
  },
};

export async function buildServer(): Promise<void> {
  await build({
    absWorkingDir: serverRoot,
    entryPoints: ['src/main.ts', 'src/prepare-data.ts'],
    outdir: 'dist',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: 'linked',
    plugins: [packagesOutside],
    logLevel: 'warning',
  });
}

/** Runs the bundled preparation, so the copies come from exactly the code the bundle runs. */
export function prepareData(): void {
  execFileSync(process.execPath, ['dist/prepare-data.js'], { cwd: serverRoot, stdio: 'inherit' });
}

if (import.meta.main) {
  await buildServer();
  prepareData();
}
