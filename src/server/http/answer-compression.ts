/**
 * How the answer cache (answer-cache.ts) compresses a kept answer, and when.
 *
 * - gzip at level 9 at once: on the grocery's 2.5 MB catalogue it takes tens of milliseconds.
 * - brotli twice. Quality 11 is what makes the answer small (the grocery's catalogue: 82 KB against
 *   101 KB at quality 5, a fifth fewer bytes for every visitor and every answer the server writes),
 *   but it takes seconds on a large answer. So a first visitor who cannot wait gets quality 5
 *   (milliseconds), while quality 11 is made in the background and replaces it when done: the cost
 *   is paid once per fixture version.
 * - Standard brotli only: the default window (lgwin 22, 4 MB) already covers the largest answer, and
 *   a "large window" stream (over 24) is one browsers cannot decode.
 * - All of it runs in zlib's thread pool, off the event loop. The background work runs one job at a
 *   time, so it never takes more than one of the pool's threads (file reads and the first-visitor
 *   compressions use the others) nor more than one core.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Encoding } from './accept-encoding.ts';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const brotliAt = (quality: number) => (bytes: Uint8Array) =>
  brotliAsync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  });

export type Compressor = (bytes: Uint8Array) => Promise<Uint8Array>;

/** What a first request in an encoding waits for: fast enough for any answer's size. */
export const quickCompressors: Record<Encoding, Compressor> = {
  gzip: (bytes) => gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  br: brotliAt(5),
};

/** The encodings whose best form is made in the background, replacing the quick one when done. */
export const bestCompressors: readonly (readonly [Encoding, Compressor])[] = [
  ['br', brotliAt(constants.BROTLI_MAX_QUALITY)],
];

/** Background work, one job at a time, in the order it was asked for. */
export class BackgroundQueue {
  #tail: Promise<void> = Promise.resolve();
  #closed = false;

  /** Runs `job` after the jobs before it; its failure is its own (the queue goes on). */
  add(job: () => Promise<void>): void {
    this.#tail = this.#tail.then(async () => {
      if (this.#closed) return;
      try {
        await job();
      } catch {
        // A job reports its own failures; one failing must not stop the ones after it.
      }
    });
  }

  /** Resolves when every job added so far is done. */
  idle(): Promise<void> {
    return this.#tail;
  }

  /** Jobs not started yet are dropped (the server is stopping); the running one finishes. */
  close(): void {
    this.#closed = true;
  }
}
