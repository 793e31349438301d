import { describe, expect, it } from 'vitest';
import { chosenCashback, usableCashback } from './cashback-rules.ts';

describe('paying with cashback', () => {
  it('spends the balance, never more than the order costs', () => {
    expect(usableCashback(12000, 50000)).toBe(12000);
    expect(usableCashback(80000, 50000)).toBe(50000);
    expect(usableCashback(null, 50000)).toBe(0);
    expect(usableCashback(5000, 0)).toBe(0);
  });

  it('keeps the whole balance in the draft when on, nothing when off', () => {
    expect(chosenCashback(true, 12000)).toBe(12000);
    expect(chosenCashback(false, 12000)).toBe(0);
    expect(chosenCashback(true, null)).toBe(0);
  });
});
