// `npm run start-cost -w bench` (after `npm run build`): time to listen and memory of the server started three ways,
// over one migrated PostgreSQL database (TEST_DATABASE_URL, else the local one), three starts each, medians.
// `npm run start-cost -w bench -- pglite`: the cold start of `npm run serve` on an empty PGlite folder with the demo,
// until the login page answers (issue 21: < 5 s), three starts, with the machine's load.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chooseTestDatabase, createDatabase, dropDatabase, prepareTemplateDatabase, templateOfRun, urlFor } from '../../server/test/support/test-database.ts';
import { withMachineLoad } from './machine.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const ways: Record<string, string[]> = {
  'tsx server/src/main.ts (før)': ['node_modules/.bin/tsx', 'server/src/main.ts'],
  'npm run serve': ['npm', 'run', 'serve'],
  'node server/dist/main.js': ['node', 'server/dist/main.js'],
  'node --enable-source-maps server/dist/main.js': ['node', '--enable-source-maps', 'server/dist/main.js'],
};

/** A process and everything it started. */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended meanwhile.
    }
  }
  const tree: number[] = [];
  for (const queue = [pid]; queue.length > 0; ) {
    const current = queue.pop()!;
    tree.push(current);
    queue.push(...(children.get(current) ?? []));
  }
  return tree;
}

/** Resident memory of a process and everything it started, in MB. */
function treeRssMb(pid: number): number {
  const kb = processTree(pid).reduce((sum, id) => sum + Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0), 0);
  return Math.round(kb / 1024);
}

/** CPU time (user and system) a process and everything it started have used, in ms: on a loaded machine the wall time is mostly waiting for a core. */
function treeCpuMs(pid: number): number {
  const ticks = processTree(pid).reduce((sum, id) => {
    const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return sum + Number(fields[11]) + Number(fields[12]);
  }, 0);
  return ticks * 10;
}

async function startOnce(command: string[], databaseUrl: string): Promise<{ listenMs: number; rssMb: number }> {
  const began = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', KAJ_DEMO: '0', LOG_LEVEL: 'info', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (data: Buffer) => {
      output += data.toString();
      const listening = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (listening) resolve(Number(listening[1]));
    });
    child.on('exit', (code) => reject(new Error(`stopped (${code}): ${output}`)));
  });
  const listenMs = Math.round(performance.now() - began);
  // A few answers, so the memory is that of a serving process.
  for (let i = 0; i < 20; i += 1) await (await fetch(`http://127.0.0.1:${port}/api/App/AppSettings`)).text();
  const rssMb = treeRssMb(child.pid!);
  process.kill(-child.pid!, 'SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  return { listenMs, rssMb };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** `node server/dist/main.js` on an empty data folder with the demo, until `/` (the login page) answers 200. */
async function coldStartOnce(): Promise<{ loginPageMs: number; cpuMs: number; prepared: boolean }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kaj-cold-'));
  const began = performance.now();
  const child = spawn('node', ['server/dist/main.js'], {
    cwd: root,
    env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', KAJ_DATA_DIR: dataDir, KAJ_DEMO: '1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  try {
    let output = '';
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.on('data', (data: Buffer) => {
        output += data.toString();
        const listening = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
        if (listening) resolve(Number(listening[1]));
      });
      child.on('exit', (code) => reject(new Error(`stopped (${code}): ${output}`)));
    });
    const page = await fetch(`http://127.0.0.1:${port}/`);
    if (page.status !== 200 || !(await page.text()).includes('<div id="root">')) throw new Error(`the login page answered ${page.status}`);
    return { loginPageMs: Math.round(performance.now() - began), cpuMs: treeCpuMs(child.pid!), prepared: output.includes('forberedte mappe') };
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv.includes('pglite')) {
  const figures = await withMachineLoad(async () => {
    const runs = [];
    for (let i = 0; i < 3; i += 1) runs.push(await coldStartOnce());
    return {
      loginPageMs: runs.map((run) => run.loginPageMs),
      medianMs: median(runs.map((run) => run.loginPageMs)),
      medianCpuMs: median(runs.map((run) => run.cpuMs)),
      fromPreparedFolder: runs.every((run) => run.prepared),
      target: '< 5000 ms',
    };
  });
  console.dir(figures, { depth: 3 });
  process.exit(0);
}

console.log(`Database: ${await chooseTestDatabase()}`);
if (!process.env.TEST_DATABASE_URL) throw new Error('Målingen kræver PostgreSQL (TEST_DATABASE_URL)');
const dropTemplate = await prepareTemplateDatabase();
const database = await createDatabase('kaj_startcost', templateOfRun());
const results: Record<string, { 'lytter efter (ms)': number; 'RSS (MB)': number }> = {};
try {
  for (const [name, command] of Object.entries(ways)) {
    const runs = [];
    for (let i = 0; i < 3; i += 1) runs.push(await startOnce(command, urlFor(database)));
    results[name] = { 'lytter efter (ms)': median(runs.map((run) => run.listenMs)), 'RSS (MB)': median(runs.map((run) => run.rssMb)) };
  }
} finally {
  await dropDatabase(database);
  await dropTemplate();
}
console.table(results);
