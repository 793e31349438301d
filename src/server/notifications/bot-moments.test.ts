import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../contract/index.ts';
import { momentOf, spokenStatus, toldMoment } from './bot-moments.ts';

/** The moments told along an order's events, in order. */
function told(statuses: readonly OrderStatus[]): (string | undefined)[] {
  return statuses.map((status, index) => toldMoment(statuses.slice(0, index), status));
}

describe("the bot's moments", () => {
  it('tells accepted, on the way, done and cancelled, and nothing else', () => {
    expect(told(['CREATED', 'ACCEPTED', 'COOKING', 'ATTACHED', 'ON_WAY', 'DELIVERED'])).toEqual([
      undefined,
      'accepted',
      undefined,
      undefined,
      'on-the-way',
      'done',
    ]);
    expect(told(['AT_TIME', 'OPEN', 'CANCELED'])).toEqual([undefined, undefined, 'cancelled']);
  });

  it('tells each moment once per order: a repeat, or done after done, says nothing', () => {
    expect(told(['CREATED', 'ACCEPTED', 'ACCEPTED', 'COOKING', 'ACCEPTED', 'DONE', 'CLOSED'])).toEqual([
      undefined,
      'accepted',
      undefined,
      undefined,
      undefined,
      'done',
      undefined,
    ]);
    // Cancelled after done is a moment of its own (an operator's correction): the customer hears it.
    expect(told(['CREATED', 'DONE', 'CANCELED'])).toEqual([undefined, 'done', 'cancelled']);
  });

  it('reads a first CLOSED as done', () => {
    expect(momentOf('CLOSED')).toBe('done');
    expect(spokenStatus('CLOSED')).toBe('DONE');
    expect(spokenStatus('DELIVERED')).toBe('DELIVERED');
  });
});
