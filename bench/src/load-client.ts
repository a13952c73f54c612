// The planners of the `load` benchmark, in a process of their own so their reading of answers takes no time from the
// server's process. Each follows the live stream of its grid (putting the rows it is sent in its grid when newer, as
// the web client does, and reading again only rows the server could not send) and, every second of think time, reads
// its grid or places a watch on a free day. Stops by itself after the given seconds and prints every request's kind,
// status and milliseconds as JSON.
import type { EmployeeDto } from '@kaj/contract';
import { LiveRows, planEventOf } from '../../web/src/areas/planning/grid/live-rows.ts';

interface Planner {
  token: string;
  departmentId: number;
}

interface LoadRequest {
  base: string;
  planners: Planner[];
  range: { start: string; end: string };
  watchTemplateId: number;
  seconds: number;
  thinkMs: number;
}

export interface Sample {
  kind: 'grid' | 'write' | 'live';
  /** 0: no answer (the connection failed). */
  status: number;
  ms: number;
  /** When it was sent, in ms from the start of the run. */
  at: number;
}

type Row = EmployeeDto;

const request = JSON.parse(process.argv[2] ?? '{}') as LoadRequest;
const samples: Sample[] = [];
let liveEvents = 0;
let liveRowsPut = 0;
/** How long after a planner's own write was sent its own change came back on the stream. */
const ownEventMs: number[] = [];
/** Rows read again after live events, awaited before the figures are printed. */
const rereads: Promise<unknown>[] = [];
const began = performance.now();
const deadline = Date.now() + request.seconds * 1000;
const stopped = new AbortController();
setTimeout(() => stopped.abort(), request.seconds * 1000);
/** As the web client: events within this long of the first are put in the grid together. */
const BURST_MS = 30;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Sends one call as a browser does (compressed answer, read whole and parsed); records it; answers the JSON or null. */
async function call<T>(kind: Sample['kind'], token: string, path: string, body: unknown): Promise<T | null> {
  const started = performance.now();
  try {
    const response = await fetch(`${request.base}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    samples.push({ kind, status: response.status, ms: performance.now() - started, at: started - began });
    return response.ok ? (JSON.parse(text) as T) : null;
  } catch {
    samples.push({ kind, status: 0, ms: performance.now() - started, at: started - began });
    return null;
  }
}

async function plan({ token, departmentId }: Planner, index: number): Promise<void> {
  const { start, end } = request.range;
  let rows: Row[] = [];
  const readGrid = async () => {
    rows = (await call<Row[]>('grid', token, `/api/Plan/GetEmployeesPeriod?start=${start}&end=${end}&departmentid=${departmentId}`, {})) ?? rows;
  };
  const shown = () => new Set(rows.flatMap((row) => row.employments.map((employment) => employment.employmentId)));

  // Live updates as the grid takes them (LiveRows of the web client): rows newer than held are put in the grid, a
  // burst at once; the row being written (the browser shows the new watch ahead of the answer) is read again after.
  let writing: number | null = null;
  const liveRows = new LiveRows({
    range: () => request.range,
    unsaved: (employeeId) => employeeId === writing,
    put: (fresh) => {
      liveRowsPut += fresh.length;
      const byEmployee = new Map(fresh.map((row) => [row.employeeId, row]));
      rows = rows.map((row) => byEmployee.get(row.employeeId) ?? row);
    },
    readAgain: (employmentIds) => {
      const ids = employmentIds.filter((id) => shown().has(id));
      if (ids.length > 0 && !stopped.signal.aborted) rereads.push(call('live', token, `/api/Plan/GetSelectedEmployeesPeriod?start=${start}&end=${end}`, ids));
    },
  });
  /** The employment of the planner's own write not yet heard of, and when it was sent. */
  const ownWrites = new Map<number, number>();
  const live = (async () => {
    try {
      const query = new URLSearchParams({ start, end, departmentId: String(departmentId) });
      const response = await fetch(`${request.base}/api/Plan/Events?${query}`, { headers: { authorization: `Bearer ${token}` }, signal: stopped.signal });
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let boundary = buffer.indexOf('\n\n');
        while (boundary >= 0) {
          const event = planEventOf(buffer.slice(0, boundary));
          buffer = buffer.slice(boundary + 2);
          boundary = buffer.indexOf('\n\n');
          // The simulated planner shows no need line: the line the server counts and sends is its load, not the client's.
          if (!event || event.kind === 'need') continue;
          liveEvents += 1;
          for (const id of event.kind === 'rows' ? Object.keys(event.event.versions).map(Number) : []) {
            const sent = ownWrites.get(id);
            if (sent === undefined) continue;
            ownEventMs.push(performance.now() - sent);
            ownWrites.delete(id);
          }
          if (liveRows.receive(event)) setTimeout(() => liveRows.apply(), BURST_MS);
        }
      }
    } catch {
      // The stream ends when the run does.
    }
  })();

  await sleep((index * request.thinkMs) / request.planners.length);
  await readGrid();
  while (Date.now() < deadline) {
    await sleep(request.thinkMs * (0.5 + Math.random()));
    if (Date.now() >= deadline) break;
    const free = rows.flatMap((row) => row.employments.filter((e) => e.editable).flatMap((e) => e.watchDays.filter((day) => day.watches.length === 0).map((day) => ({ employmentId: e.employmentId, date: day.date }))));
    const target = free[Math.floor(Math.random() * free.length)];
    if (Math.random() < 0.5 || !target) {
      await readGrid();
      continue;
    }
    ownWrites.set(target.employmentId, performance.now());
    writing = rows.find((row) => row.employments.some((e) => e.employmentId === target.employmentId))?.employeeId ?? null;
    const answer = await call<Row>('write', token, `/api/Plan/AddPlannedWatchPeriodBulk?watchTemplateId=${request.watchTemplateId}&employmentId=${target.employmentId}&start=${start}&end=${end}`, [target.date]);
    // The answered row takes the place of the old one, as in the grid.
    if (answer) rows = rows.map((row) => (row.employments.some((e) => e.employmentId === target.employmentId) ? answer : row));
    writing = null;
    liveRows.saved();
  }
  await live;
}

await Promise.all(request.planners.map(plan));
await Promise.all(rereads);
process.stdout.write(JSON.stringify({ samples, liveEvents, liveRowsPut, ownEventMs, elapsedSeconds: (performance.now() - began) / 1000 }));
