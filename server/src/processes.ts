// Several server processes on one machine (KAJ_SERVER_PROCESSES, with PostgreSQL): node:cluster forks them from
// this one, which only watches over them. They share the listening port (the primary hands each new connection
// to the next process in turn) and nothing else but PostgreSQL, as instances on several machines would: the start
// lock orders their migrations, and live updates reach every process's streams through LISTEN/NOTIFY.
import cluster, { type Worker } from 'node:cluster';
import type { Log } from './http/logger.ts';

/**
 * Forks `count` server processes and keeps them running: one that stops after it has listened is replaced, one that
 * stops before (a start that fails) stops them all with its exit code. SIGINT/SIGTERM stop them all, then this one.
 */
export function superviseServerProcesses(count: number, log: Log): void {
  const listened = new WeakSet<Worker>();
  let stopping = false;
  const stopAll = (code: number) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    if (workers.length === 0) process.exit(code);
    let left = workers.length;
    for (const worker of workers) {
      worker.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(code);
      });
      worker.process.kill('SIGTERM');
    }
  };
  cluster.on('listening', (worker) => listened.add(worker));
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    if (!listened.has(worker)) {
      log.error(`Serverprocessen ${worker.process.pid} stoppede under starten (${signal ?? code}); alle stoppes`);
      stopAll(code || 1);
      return;
    }
    log.error(`Serverprocessen ${worker.process.pid} stoppede (${signal ?? code}); en ny startes`);
    cluster.fork();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stopAll(0));
  log.info(`Starter ${count} serverprocesser`);
  for (let n = 0; n < count; n += 1) cluster.fork();
}
