/**
 * The cap on concurrent image work: at most `concurrent` resizes run at once, up to `queued` more wait
 * in order, and any further one is refused at once, so a burst of new sizes costs a few clients a
 * retry instead of costing every API call its latency (sharp's work runs on the same thread pool as
 * file and database I/O).
 *
 * p-limit does the counting and the queue; its counts are exact at the moment a job is handed over,
 * which is what a bounded queue needs.
 */
import pLimit from 'p-limit';

/** The queue is full: answer "busy, retry soon" rather than wait without bound. */
export class ImageWorkBusy extends Error {
  constructor() {
    super('image work queue is full');
    this.name = 'ImageWorkBusy';
  }
}

export interface ImageWorkLimits {
  /** Jobs running at once (at least 1). */
  concurrent: number;
  /** Jobs waiting for a slot (0: none wait). */
  queued: number;
}

/** A semaphore with a bounded queue for image jobs. */
export class ImageWork {
  readonly #limit: ReturnType<typeof pLimit>;
  readonly #queued: number;

  constructor({ concurrent, queued }: ImageWorkLimits) {
    this.#limit = pLimit(concurrent);
    this.#queued = queued;
  }

  /** Jobs running now. */
  get running(): number {
    return this.#limit.activeCount;
  }

  /** Jobs waiting for a slot. */
  get waiting(): number {
    return this.#limit.pendingCount;
  }

  /**
   * Runs the job when a slot is free.
   * @throws ImageWorkBusy (as a rejected promise) when every slot is taken and the queue is full
   */
  run<T>(job: () => Promise<T>): Promise<T> {
    const full = this.running >= this.#limit.concurrency && this.waiting >= this.#queued;
    if (full) return Promise.reject(new ImageWorkBusy());
    return this.#limit(job);
  }
}
