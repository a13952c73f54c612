// A client in its own process: it sends the same request `runs` times (after `warmUp`) over a real socket, reads
// every answer whole and prints its timings as JSON. Being a process of its own, its reading and parsing of the
// answers takes no time from the server's process, as a browser's would not.
import { time } from './measure.ts';

export interface HttpRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

interface ClientRequest extends HttpRequest {
  runs: number;
  warmUp: number;
  /** Sent untimed before each timed request. */
  before?: HttpRequest;
}

const request = JSON.parse(process.argv[2] ?? '{}') as ClientRequest;

async function send({ url, method, headers, body }: HttpRequest): Promise<void> {
  const response = await fetch(url, { method, headers, body });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} svarede ${response.status}`);
}

const { before } = request;
process.stdout.write(JSON.stringify(await time(request.runs, () => send(request), request.warmUp, before && (() => send(before)))));
