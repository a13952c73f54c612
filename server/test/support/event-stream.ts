import { expect } from 'vitest';

/** One server-sent event: its name and its data parsed as JSON. */
export interface StreamEvent {
  event: string;
  data: unknown;
}

/** Opens `GET /api/Plan/Events` (or any stream) and collects its events as they arrive. */
export async function openEventStream(url: string, bearer: string) {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { authorization: `Bearer ${bearer}` }, signal: abort.signal });
  const events: StreamEvent[] = [];
  let text = '';
  let connected = false;
  const wakers = new Set<() => void>();
  let ended = false;
  void (async () => {
    if (!response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        let end = text.indexOf('\n\n');
        while (end >= 0) {
          const frame = text.slice(0, end);
          text = text.slice(end + 2);
          if (frame.startsWith(': connected')) connected = true;
          const name = /^event: (.*)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (name && data) events.push({ event: name, data: JSON.parse(data) });
          end = text.indexOf('\n\n');
        }
        for (const wake of wakers) wake();
      }
    } catch {
      // closed by the test
    }
    ended = true;
    for (const wake of wakers) wake();
  })();
  /** Waits until `check` holds of what has arrived, failing after `ms`. */
  const until = async (check: () => boolean, what: string, ms = 3000) => {
    const deadline = Date.now() + ms;
    while (!check() && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 50);
        wakers.add(() => {
          clearTimeout(timer);
          resolve();
        });
      });
      wakers.clear();
    }
    expect(check(), what).toBe(true);
  };
  return {
    response,
    events,
    connected: () => until(() => connected, 'the stream connects'),
    ended: () => until(() => ended, 'the server ends the stream'),
    /** The first event of this name that arrives, after `skip` such events. */
    next: async (name: string, skip = 0) => {
      await until(() => events.filter((e) => e.event === name).length > skip, `an "${name}" event arrives`);
      return events.filter((e) => e.event === name)[skip]!;
    },
    close: () => abort.abort(),
  };
}
