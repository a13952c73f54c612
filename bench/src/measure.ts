export interface Timing {
  runs: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

function percentile(sorted: number[], share: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * Times `work` after a few warm-up runs; answers median, 95th percentile and maximum in milliseconds.
 * `prepare`, when given, runs untimed before each run.
 */
export async function time(runs: number, work: () => Promise<unknown>, warmUp = Math.min(20, runs), prepare?: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < warmUp; i += 1) {
    await prepare?.();
    await work();
  }
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    await prepare?.();
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { runs, medianMs: round(percentile(samples, 0.5)), p95Ms: round(percentile(samples, 0.95)), maxMs: round(samples.at(-1) ?? 0) };
}
