import { useEffect, useRef } from 'react';
import { clientHooks } from '../../../api/client-hooks.ts';
import type { GridRange } from './grid-dates.ts';
import { planEventOf, type PlanEvent } from './live-rows.ts';

const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';
const RETRY_MS = 3_000;

/** The server sends a ping every 25 s: a stream silent this long has died without closing (a satellite link lost). */
const SILENCE_MS = 60_000;

interface LiveHandlers {
  /** The rows a change made, or employments whose rows are to be read again. */
  onEvent: (event: PlanEvent) => void;
  /** The stream is back after a drop: changes made meanwhile were not heard, so read again what is shown. */
  onResync: () => void;
}

/**
 * The grid the stream follows: the server sends the rows of this range, of this department (null: all in reach),
 * and the department's need line of the plan or of the draft plan.
 */
export interface LiveFollow {
  range: GridRange;
  departmentId: number | null;
  draft: boolean;
}

/**
 * Follows the server's plan events (`GET /api/Plan/Events`, server-sent events) for the grid shown while mounted:
 * `onEvent` with each change's rows, and `onResync` whenever the stream connects again after it dropped. Read with
 * fetch, since EventSource cannot send the bearer token; reconnects after a pause when the stream ends, fails, or
 * stays silent past the server's pings, and at once for another range, department or mode.
 */
export function useLiveUpdates(follow: LiveFollow, handlers: LiveHandlers, enabled = true) {
  const { range: { start, end }, departmentId, draft } = follow;
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
        const query = new URLSearchParams({ start, end, ...(departmentId === null ? {} : { departmentId: String(departmentId) }), ...(draft ? { draft: 'true' } : {}) });
        const response = await fetch(`${API_BASE}/api/Plan/Events?${query}`, {
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
            const event = planEventOf(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            if (event) latest.current.onEvent(event);
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
  }, [enabled, start, end, departmentId, draft]);
}
