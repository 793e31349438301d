import { describe, expect, it } from 'vitest';
import { MAX_DELAY_MS, reconnectDelay } from './reconnect-delay.ts';

describe('reconnectDelay', () => {
  it('doubles from one second up to thirty', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => reconnectDelay(n, middle))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('spreads each pause by at most a fifth either way', () => {
    expect(reconnectDelay(0, () => 0)).toBe(800);
    expect(reconnectDelay(0, () => 1)).toBe(1200);
    expect(reconnectDelay(20, () => 1)).toBe(MAX_DELAY_MS * 1.2);
  });
});
