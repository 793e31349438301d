import { describe, expect, it } from 'vitest';
import { ImageWork, ImageWorkBusy } from './image-work.ts';

/** A job that ends when the test says so. */
function gate<T = string>() {
  let open!: (value: T) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<T>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { job: () => done, open, fail };
}

/** Lets started jobs and settled promises run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('image work', () => {
  it('runs at most `concurrent` jobs, queues `queued` more and refuses the rest', async () => {
    const work = new ImageWork({ concurrent: 2, queued: 1 });
    let running = 0;
    let most = 0;
    const gates = [gate(), gate(), gate()];
    const results = gates.map((g, i) =>
      work.run(async () => {
        running++;
        most = Math.max(most, running);
        const value = await g.job();
        running--;
        return `${value}${i}`;
      }),
    );
    await settle();
    expect([work.running, work.waiting, running]).toEqual([2, 1, 2]);
    await expect(work.run(async () => 'late')).rejects.toBeInstanceOf(ImageWorkBusy);

    gates[0]?.open('done');
    await settle();
    // The queued job took the free slot; the queue has room again.
    expect([work.running, work.waiting]).toEqual([2, 0]);
    const fourth = work.run(async () => 'fourth');
    expect(work.waiting).toBe(1);

    gates[1]?.open('done');
    gates[2]?.open('done');
    expect(await Promise.all([...results, fourth])).toEqual(['done0', 'done1', 'done2', 'fourth']);
    expect(most).toBe(2);
    expect([work.running, work.waiting]).toEqual([0, 0]);
  });

  it('frees the slot of a job that fails, and passes its error on', async () => {
    const work = new ImageWork({ concurrent: 1, queued: 0 });
    const failing = gate();
    const first = work.run(failing.job);
    await expect(work.run(async () => 'x')).rejects.toBeInstanceOf(ImageWorkBusy);
    failing.fail(new Error('not an image'));
    await expect(first).rejects.toThrow('not an image');
    await expect(work.run(async () => 'next')).resolves.toBe('next');
  });
});
