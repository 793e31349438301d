import { describe, expect, it } from 'vitest';
import { BackgroundQueue } from './answer-compression.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('BackgroundQueue', () => {
  it('runs one job at a time, in the order they were added', async () => {
    const queue = new BackgroundQueue();
    const log: string[] = [];
    let running = 0;
    let most = 0;
    for (const name of ['a', 'b', 'c']) {
      queue.add(async () => {
        running += 1;
        most = Math.max(most, running);
        log.push(`${name} start`);
        await tick();
        log.push(`${name} end`);
        running -= 1;
      });
    }
    await queue.idle();
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
    expect(most).toBe(1);
  });

  it('goes on after a failing job', async () => {
    const queue = new BackgroundQueue();
    let ran = false;
    queue.add(() => Promise.reject(new Error('out of memory')));
    queue.add(async () => {
      ran = true;
    });
    await queue.idle();
    expect(ran).toBe(true);
  });

  it('once closed, starts no job it has not started yet', async () => {
    const queue = new BackgroundQueue();
    const log: string[] = [];
    queue.add(async () => {
      log.push('running');
      await tick();
      log.push('finished');
    });
    queue.add(async () => {
      log.push('queued');
    });
    await Promise.resolve();
    queue.close();
    await queue.idle();
    expect(log).toEqual(['running', 'finished']);
  });
});
