import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '../../contract/index.ts';
import { newOrderKey, orderFingerprint } from './order-key.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newOrderKey', () => {
  it('is a random UUID the server accepts', () => {
    const key = newOrderKey();
    expect(key).toMatch(UUID_V4);
    expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(newOrderKey()).not.toBe(key);
  });

  it('makes a version 4 UUID from random bytes where randomUUID is missing (plain http)', () => {
    const insecure = { getRandomValues: <T extends ArrayBufferView | null>(array: T) => array };
    expect(newOrderKey(insecure)).toBe('00000000-0000-4000-8000-000000000000');
    const real = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    expect(newOrderKey(real)).toMatch(UUID_V4);
  });
});

describe('orderFingerprint', () => {
  const body = { branchId: 1, cartItems: [{ product: { id: 5, count: 2 } }], comment: null };

  it('is the same for the same body', () => {
    expect(orderFingerprint(structuredClone(body))).toBe(orderFingerprint(body));
  });

  it('differs when anything in the body differs', () => {
    const variants = [
      { ...body, branchId: 2 },
      { ...body, cartItems: [{ product: { id: 5, count: 3 } }] },
      { ...body, comment: 'Без лука' },
      { ...body, comment: '' },
    ];
    const prints = new Set([body, ...variants].map(orderFingerprint));
    expect(prints.size).toBe(variants.length + 1);
  });
});
