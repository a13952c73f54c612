// A client in its own process: it sends the same request `runs` times (after `warmUp`) over a real socket, reads
// every answer whole and prints its timings as JSON. Being a process of its own, its reading and parsing of the
// answers takes no time from the server's process, as a browser's would not.
import { time } from './measure.ts';

interface ClientRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
  runs: number;
  warmUp: number;
}

const request = JSON.parse(process.argv[2] ?? '{}') as ClientRequest;

async function send(): Promise<void> {
  const response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${request.url} svarede ${response.status}`);
}

process.stdout.write(JSON.stringify(await time(request.runs, send, request.warmUp)));
