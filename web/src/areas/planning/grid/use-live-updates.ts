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

/** The server sends a ping every 25 s: a stream silent this long has died without closing (a satellite link lost). */
const SILENCE_MS = 60_000;

interface LiveHandlers {
  /** Employments another planner changed. */
  onChange: (employmentIds: number[]) => void;
  /** The stream is back after a drop: changes made meanwhile were not heard, so read again what is shown. */
  onResync: () => void;
}

/**
 * Follows the server's plan events (`GET /api/Plan/Events`, server-sent events) while mounted: `onChange` with the
 * employments another planner changed, and `onResync` whenever the stream connects again after it dropped. Read
 * with fetch, since EventSource cannot send the bearer token; reconnects after a pause when the stream ends, fails,
 * or stays silent past the server's pings.
 */
export function useLiveUpdates(handlers: LiveHandlers, enabled = true) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  }, [handlers]);

  useEffect(() => {
    if (!enabled) return;
    const left = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    /** A stream was lost since the last one connected: the next to connect resyncs. */
    let dropped = false;

    async function follow() {
      const connection = new AbortController();
      let silence: ReturnType<typeof setTimeout> | undefined;
      const heard = () => {
        clearTimeout(silence);
        silence = setTimeout(() => connection.abort(), SILENCE_MS);
      };
      try {
        const token = clientHooks().getToken();
        heard();
        const response = await fetch(`${API_BASE}/api/Plan/Events`, {
          headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          signal: AbortSignal.any([left.signal, connection.signal]),
        });
        if (!response.ok || !response.body) throw new Error(`status ${response.status}`);
        if (dropped) latest.current.onResync();
        dropped = false;
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          heard();
          buffer += value.replace(/\r\n/g, '\n');
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const ids = planEventIds(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            if (ids && ids.length > 0) latest.current.onChange(ids);
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // Dropped, refused or silent: try again below, unless the screen was left.
      } finally {
        clearTimeout(silence);
      }
      dropped = true;
      if (!left.signal.aborted) retry = setTimeout(() => void follow(), RETRY_MS);
    }

    void follow();
    return () => {
      left.abort();
      clearTimeout(retry);
    };
  }, [enabled]);
}
