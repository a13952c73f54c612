import { cpus, loadavg } from 'node:os';

/** The machine's load beside a benchmark's figures: on a shared machine the wall times measure the waiting for a core too. */
export interface MachineLoad {
  cores: number;
  /** The 1, 5 and 15 minute load averages when the benchmark began and when it ended. */
  loadAverageBefore: number[];
  loadAverageAfter: number[];
}

const rounded = () => loadavg().map((value) => Math.round(value * 100) / 100);

export async function withMachineLoad<T extends object>(work: () => Promise<T>): Promise<T & { machine: MachineLoad }> {
  const loadAverageBefore = rounded();
  const figures = await work();
  return { ...figures, machine: { cores: cpus().length, loadAverageBefore, loadAverageAfter: rounded() } };
}
