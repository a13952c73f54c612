import { useEffect, useRef } from 'react';
import { clientHooks } from '../../../api/client-hooks.ts';

const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';
const RETRY_MS = 3_000;

/** The employment ids of one `event: plan` message, or null for any other message. */
export function planEventIds(message: string): number[] | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of message.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trim());
  }
  if (event !== 'plan' || data.length === 0) return null;
  try {
    const parsed = JSON.parse(data.join('\n')) as { employmentIds?: unknown };
    return Array.isArray(parsed.employmentIds) ? parsed.employmentIds.filter((id): id is number => typeof id === 'number') : null;
  } catch {
    return null;
  }
}

/**
 * Follows the server's plan events (`GET /api/Plan/Events`, server-sent events) while mounted and calls
 * `onChange` with the employments another planner changed. Read with fetch, since EventSource cannot send
 * the bearer token; reconnects after a pause when the stream ends.
 */
export function useLiveUpdates(onChange: (employmentIds: number[]) => void, enabled = true) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;

    async function follow() {
      try {
        const token = clientHooks().getToken();
        const response = await fetch(`${API_BASE}/api/Plan/Events`, {
          headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          signal: abort.signal,
        });
        if (!response.ok || !response.body) throw new Error(`status ${response.status}`);
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value.replace(/\r\n/g, '\n');
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const ids = planEventIds(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            if (ids && ids.length > 0) latest.current(ids);
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // Dropped or refused: try again below, unless the screen was left.
      }
      if (!abort.signal.aborted) retry = setTimeout(() => void follow(), RETRY_MS);
    }

    void follow();
    return () => {
      abort.abort();
      clearTimeout(retry);
    };
  }, [enabled]);
}
