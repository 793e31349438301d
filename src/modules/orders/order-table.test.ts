import { describe, expect, it } from 'vitest';
import { tableOf } from './order-table.ts';

describe('the table on an order', () => {
  it('is shown for dine-in orders that name one', () => {
    expect(tableOf({ serviceType: 'DINE_IN', tableId: 12 })).toBe(12);
    expect(tableOf({ serviceType: 'DINE_IN', tableId: null })).toBeNull();
    expect(tableOf({ serviceType: 'DINE_IN' })).toBeNull();
    // A table that came with another service type (an old order, another client) means nothing.
    expect(tableOf({ serviceType: 'PICK_UP', tableId: 12 })).toBeNull();
  });
});
