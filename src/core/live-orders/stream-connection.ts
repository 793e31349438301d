/**
 * One customer's live order stream, kept open: reads `GET /api/orders/v1/orders/events` with fetch,
 * reconnects after a failure with a growing pause (reconnect-delay.ts), resumes after the last event
 * it saw (Last-Event-ID), and treats a silent connection as dead (the server beats every 15 s).
 *
 * Decision: fetch and a stream reader rather than EventSource. EventSource cannot send headers, so
 * the bearer token would have to travel in the URL (kept in proxy and server logs: the session rule
 * is that a token never goes into a URL) or a short-lived stream ticket would need an endpoint of its
 * own. fetch sends the same `Authorization` and `merchant` headers as every other call, and
 * `Last-Event-ID` as a header too; every browser the storefront supports streams a fetch body.
 */
import {
  OrderStreamEvent,
  OrderStreamReady,
  type OrderStreamEvent as StreamEvent,
} from '../../contract/index.ts';
import { reconnectDelay } from './reconnect-delay.ts';
import { sseParser } from './sse-parse.ts';
import type { StreamState } from './stream-state.ts';

/** Three missed heartbeats (the server sends one every 15 s): the connection is gone. */
export const SILENCE_MS = 45_000;

export interface StreamConnectionOptions {
  /** The stream's full URL. */
  url: string;
  /** The headers of the customer's calls (merchant, Authorization). */
  headers: Record<string, string>;
  onEvent: (event: StreamEvent, id: number) => void;
  onState: (state: StreamState) => void;
  /** The server refused the session (401/403): no reconnecting, the API calls will log out. */
  onRefused?: (status: number) => void;
  fetch?: typeof fetch;
  silenceMs?: number;
  delay?: (attempt: number) => number;
}

export interface StreamConnection {
  close(): void;
}

/** Answers whose repetition would only be refused again. */
const isFinal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

export function connectOrderStream(options: StreamConnectionOptions): StreamConnection {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const silenceMs = options.silenceMs ?? SILENCE_MS;
  const delay = options.delay ?? reconnectDelay;
  let closed = false;
  let lastId: number | null = null;
  let controller: AbortController | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  /** Reads one connection to its end; answers whether it ever went live. */
  async function readOnce(): Promise<{ live: boolean; refused?: number }> {
    const abort = new AbortController();
    controller = abort;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const awake = () => {
      clearTimeout(silence);
      silence = setTimeout(() => abort.abort(), silenceMs);
    };
    let live = false;
    try {
      awake();
      const headers: Record<string, string> = { ...options.headers, Accept: 'text/event-stream' };
      if (lastId !== null) headers['Last-Event-ID'] = String(lastId);
      const response = await doFetch(options.url, { headers, signal: abort.signal, cache: 'no-store' });
      if (!response.ok || !response.body) {
        await response.body?.cancel().catch(() => undefined);
        if (response.status === 400 && lastId !== null) {
          // A Last-Event-ID the server cannot read: start afresh (the screens read the orders again).
          lastId = null;
          return { live };
        }
        return isFinal(response.status) ? { live, refused: response.status } : { live };
      }
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      // Aborting a fetch ends its body in browsers; cancelling the reader as well makes sure the
      // read below returns whatever the body's source does.
      abort.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined));
      const feed = sseParser();
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        awake();
        for (const message of feed(chunk.value)) {
          if (message.event === 'ready') {
            if (!OrderStreamReady.safeParse(safeJson(message.data)).success) continue;
            live = true;
            failures = 0;
            options.onState('open');
            continue;
          }
          if (message.event !== 'order') continue;
          const id = Number(message.id);
          if (!Number.isSafeInteger(id) || (lastId !== null && id <= lastId)) continue;
          const parsed = OrderStreamEvent.safeParse(safeJson(message.data));
          lastId = id;
          if (parsed.success) options.onEvent(parsed.data, id);
        }
      }
      return { live };
    } catch {
      return { live };
    } finally {
      clearTimeout(silence);
      if (controller === abort) controller = null;
    }
  }

  async function run(): Promise<void> {
    while (!closed) {
      const { refused } = await readOnce();
      if (closed) return;
      options.onState('down');
      if (refused !== undefined) {
        options.onRefused?.(refused);
        return;
      }
      const wait = delay(failures);
      failures += 1;
      await new Promise<void>((resolve) => {
        retry = setTimeout(resolve, wait);
      });
    }
  }

  options.onState('connecting');
  void run();
  return {
    close() {
      closed = true;
      clearTimeout(retry);
      controller?.abort();
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
