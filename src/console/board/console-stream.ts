/**
 * The console's live orders stream (contract console-stream.ts), read with fetch like the customer's
 * stream (core/live-orders/stream-connection.ts says why not EventSource: the bearer token stays in a
 * header). Simpler than the customer's: no Last-Event-ID, because every (re)connection begins with
 * `ready` and the board then reads its list again, which covers whatever was missed.
 */
import {
  CONSOLE_ORDER_EVENT,
  CONSOLE_ORDER_STREAM_PATH,
  CONSOLE_STREAM_READY_EVENT,
  ConsoleOrderEvent,
} from '../../contract/console-stream.ts';
import { reconnectDelay } from '../../core/live-orders/reconnect-delay.ts';
import { sseParser } from '../../core/live-orders/sse-parse.ts';
import { API_BASE_URL } from '../app/console-api.ts';

/** The server beats every 15 s: three missed beats and the connection is taken for dead. */
const SILENCE_MS = 45_000;

export interface ConsoleStreamHandlers {
  onReady: () => void;
  onOrder: (event: ConsoleOrderEvent) => void;
  /** No stream here (404: a server without the route) or the session refused: the board polls. */
  onUnavailable: (status: number) => void;
  onDown: () => void;
}

export function openConsoleStream(headers: Record<string, string>, handlers: ConsoleStreamHandlers) {
  let closed = false;
  let failures = 0;
  let abort: AbortController | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;

  async function readOnce(): Promise<number | null> {
    const controller = (abort = new AbortController());
    let silence: ReturnType<typeof setTimeout> | undefined;
    const awake = () => {
      clearTimeout(silence);
      silence = setTimeout(() => controller.abort(), SILENCE_MS);
    };
    try {
      awake();
      const response = await fetch(`${API_BASE_URL}${CONSOLE_ORDER_STREAM_PATH}`, {
        headers: { ...headers, Accept: 'text/event-stream' },
        signal: controller.signal,
        cache: 'no-store',
      });
      if (!response.ok || !response.body) {
        await response.body?.cancel().catch(() => undefined);
        return response.status >= 400 && response.status < 500 && response.status !== 429
          ? response.status
          : null;
      }
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      controller.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined));
      const feed = sseParser();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        awake();
        for (const message of feed(chunk.value)) {
          if (message.event === CONSOLE_STREAM_READY_EVENT) {
            failures = 0;
            handlers.onReady();
          } else if (message.event === CONSOLE_ORDER_EVENT) {
            const parsed = ConsoleOrderEvent.safeParse(parseJson(message.data));
            if (parsed.success) handlers.onOrder(parsed.data);
          }
        }
      }
      return null;
    } catch {
      return null;
    } finally {
      clearTimeout(silence);
    }
  }

  void (async () => {
    while (!closed) {
      const refused = await readOnce();
      if (closed) return;
      if (refused !== null) return handlers.onUnavailable(refused);
      handlers.onDown();
      const wait = reconnectDelay(failures);
      failures += 1;
      await new Promise<void>((resolve) => (retry = setTimeout(resolve, wait)));
    }
  })();

  return () => {
    closed = true;
    clearTimeout(retry);
    abort?.abort();
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
