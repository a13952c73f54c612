import { createServer, connect, type Socket } from 'node:net';

/** A TCP link in front of Kaj, as a ship's satellite link: `cut()` drops every connection through it and refuses new ones until `restore()`. */
export interface CuttableLink {
  /** Kaj's address through the link. */
  url: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function cuttableLink(target: string): Promise<CuttableLink> {
  const { hostname, port } = new URL(target);
  const open = new Set<Socket>();
  let up = true;
  const server = createServer((client) => {
    if (!up) return void client.destroy();
    const upstream = connect(Number(port), hostname);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the link has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    cut() {
      up = false;
      for (const socket of open) socket.destroy();
    },
    restore() {
      up = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
