/**
 * The server's live streams (Server-Sent Events: the customer's order stream, the console's board,
 * the merchant's changes), run one way: events heard meanwhile are queued and written in order, a
 * comment line every beat keeps proxies from closing an idle stream (and may end it: a session
 * gone), a client that goes away ends it, and on shutdown `endAll` ends every open one, so the drain
 * does not wait for them and clients reconnect to an instance that is up.
 */
import type { SSEStreamingApi } from 'hono/streaming';

export interface LiveStreamRun<T> {
  /**
   * Starts hearing events; each is given to `push`. Called before `start`, so nothing that happens
   * while it writes is missed. Returns the function that stops hearing.
   */
  listen: (push: (event: T) => void) => () => void;
  /** Writes what the stream opens with (its ready event, a replay). */
  start: () => Promise<void>;
  /** Writes one event heard. */
  send: (event: T) => Promise<void>;
  heartbeatMs: number;
  /** Each beat, after the comment line: a check that may end the stream. */
  onBeat?: (end: () => void) => void;
}

export class LiveStreams {
  readonly #open = new Set<() => void>();

  /** Runs one stream until the client leaves, a beat ends it, or `endAll`. */
  async run<T>(stream: SSEStreamingApi, run: LiveStreamRun<T>): Promise<void> {
    const queued: T[] = [];
    let wake: (() => void) | undefined;
    let ended = false;
    const end = () => {
      ended = true;
      wake?.();
    };
    const stopListening = run.listen((event) => {
      queued.push(event);
      wake?.();
    });
    const heartbeat = setInterval(() => {
      void stream.write(': keep-alive\n\n');
      run.onBeat?.(end);
    }, run.heartbeatMs);
    this.#open.add(end);
    stream.onAbort(end);
    try {
      await run.start();
      while (!ended) {
        const next = queued.shift();
        if (next !== undefined) {
          await run.send(next);
          continue;
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = undefined;
      }
    } finally {
      clearInterval(heartbeat);
      stopListening();
      this.#open.delete(end);
    }
  }

  /** Ends every open stream (shutdown). */
  endAll(): void {
    for (const end of [...this.#open]) end();
  }
}
