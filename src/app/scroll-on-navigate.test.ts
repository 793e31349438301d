import { describe, expect, it } from 'vitest';
import { opensAtTop } from './scroll-on-navigate.ts';

describe('opensAtTop', () => {
  it('opens a page the customer goes to (a link, a redirect) at its top', () => {
    expect(opensAtTop('/', '/product/101008', 'PUSH')).toBe(true);
    expect(opensAtTop('/checkout', '/profile/orders/7', 'REPLACE')).toBe(true);
  });

  it('leaves Back and Forward to the browser, and the same page where it is', () => {
    expect(opensAtTop('/product/101008', '/', 'POP')).toBe(false);
    expect(opensAtTop('/category', '/category', 'PUSH')).toBe(false);
  });
});
