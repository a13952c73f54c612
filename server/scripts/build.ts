// Bundles the server (`src/main.ts` and the workspaces it imports) into `dist/main.js` for `node`.
// npm packages stay outside the bundle and load from node_modules: several ship native code or WebAssembly.
// Run by `npm run build -w server` on Node 24, which runs this TypeScript file as it is.
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
    entryPoints: ['src/main.ts'],
    outfile: 'dist/main.js',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: 'linked',
    plugins: [packagesOutside],
    logLevel: 'warning',
  });
}

if (import.meta.main) await buildServer();
