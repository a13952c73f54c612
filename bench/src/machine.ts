import { cpus, loadavg } from 'node:os';
import pg from 'pg';

/**
 * The machine beside a benchmark's figures: on a shared machine the wall times measure the waiting for a core too,
 * and the same machine is not equally fast from one day to the next, so two fixed pieces of work are timed with them.
 */
export interface MachineLoad {
  cores: number;
  /** The 1, 5 and 15 minute load averages when the benchmark began and when it ended. */
  loadAverageBefore: number[];
  loadAverageAfter: number[];
  /** Median time of a fixed piece of JavaScript (JSON written and read, 1 MB) before the benchmark. */
  nodeProbeMs: number;
  /** Median time of a fixed statement (counting a million rows) on PostgreSQL before the benchmark. */
  sqlProbeMs?: number;
}

const rounded = () => loadavg().map((value) => Math.round(value * 100) / 100);

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]! * 10) / 10;
}

const PROBE_ROWS = Array.from({ length: 5_000 }, (_, index) => ({ id: index, code: `D${index % 7}`, start: '2026-03-01T07:00:00.000Z', minutes: index * 7, approved: index % 2 === 0 }));

function nodeProbeMs(): number {
  const samples: number[] = [];
  for (let run = 0; run < 7; run += 1) {
    const started = performance.now();
    for (let copy = 0; copy < 3; copy += 1) JSON.parse(JSON.stringify(PROBE_ROWS));
    samples.push(performance.now() - started);
  }
  return median(samples);
}

async function sqlProbeMs(): Promise<number | undefined> {
  if (!process.env.TEST_DATABASE_URL) return undefined;
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    const samples: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const started = performance.now();
      await client.query('select count(*) from generate_series(1, 1000000)');
      samples.push(performance.now() - started);
    }
    return median(samples);
  } finally {
    await client.end();
  }
}

export async function withMachineLoad<T extends object>(work: () => Promise<T>): Promise<T & { machine: MachineLoad }> {
  const probes = { nodeProbeMs: nodeProbeMs(), sqlProbeMs: await sqlProbeMs() };
  const loadAverageBefore = rounded();
  const figures = await work();
  return { ...figures, machine: { cores: cpus().length, loadAverageBefore, loadAverageAfter: rounded(), ...probes } };
}
