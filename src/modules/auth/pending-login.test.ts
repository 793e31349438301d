// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearPendingLogin,
  pendingAfterRefusal,
  pendingAfterSent,
  readPendingLogin,
  returnPath,
  writePendingLogin,
  type PendingLogin,
} from './pending-login.ts';

const request = { phone: '+998901234567', from: '/checkout', now: 1_000_000 };

describe('pendingAfterSent', () => {
  it("counts the resend pause and the code's life from now", () => {
    expect(pendingAfterSent(request, { resendIn: 60, expiresIn: 300 })).toEqual({
      phone: '+998901234567',
      from: '/checkout',
      resendAt: 1_060_000,
      expiresAt: 1_300_000,
    });
  });
});

describe('pendingAfterRefusal', () => {
  const throttled = { status: 429, code: 'RESEND_THROTTLED', message: '', retryAfter: 42 };

  it('takes a customer who already has a code to the code screen, counting down the Retry-After', () => {
    expect(pendingAfterRefusal(request, throttled, null)).toEqual({
      phone: '+998901234567',
      from: '/checkout',
      resendAt: 1_042_000,
      expiresAt: 1_042_000,
    });
  });

  it("keeps the code's known life when this device asked for it", () => {
    const earlier: PendingLogin = {
      phone: request.phone,
      from: '/',
      resendAt: 1_040_000,
      expiresAt: 1_280_000,
    };
    expect(pendingAfterRefusal(request, throttled, earlier)).toMatchObject({
      from: '/checkout',
      resendAt: 1_042_000,
      expiresAt: 1_280_000,
    });
    // Another phone's code says nothing about this one.
    expect(pendingAfterRefusal(request, throttled, { ...earlier, phone: '+998907654321' })).toMatchObject({
      expiresAt: 1_042_000,
    });
  });

  it('keeps the customer on the phone screen for any other refusal', () => {
    expect(pendingAfterRefusal(request, { status: 429, code: 'RATE_LIMITED', message: '' }, null)).toBeNull();
    expect(pendingAfterRefusal(request, { status: 0, message: '' }, null)).toBeNull();
  });
});

describe('stored sign-in in progress', () => {
  afterEach(() => localStorage.clear());
  const pending: PendingLogin = {
    phone: '+998901234567',
    from: '/',
    resendAt: 1_060_000,
    expiresAt: 1_300_000,
  };

  it('is kept per merchant in local storage (a closed page finds it) until the code expires', () => {
    writePendingLogin(7, pending);
    expect(readPendingLogin(7, 1_200_000)).toEqual(pending);
    expect(readPendingLogin(8, 1_200_000)).toBeNull();
    expect(readPendingLogin(7, 1_300_000)).toBeNull();
    // Forgotten once expired.
    expect(localStorage.getItem('pendingLogin:7')).toBeNull();
  });

  it('reads a damaged or foreign entry as none, and is forgotten after signing in', () => {
    localStorage.setItem('pendingLogin:7', JSON.stringify({ ...pending, from: '//evil.example' }));
    expect(readPendingLogin(7, 1_200_000)).toBeNull();
    writePendingLogin(7, pending);
    clearPendingLogin(7);
    expect(readPendingLogin(7, 1_200_000)).toBeNull();
  });
});

describe('returnPath', () => {
  it('comes back only to an in-app path that is not a sign-in screen', () => {
    expect(returnPath({ from: '/checkout' })).toBe('/checkout');
    expect(returnPath({ from: '//evil.example/x' })).toBe('/');
    expect(returnPath({ from: 'https://evil.example' })).toBe('/');
    expect(returnPath({ from: '/login/name' })).toBe('/');
    expect(returnPath(null)).toBe('/');
  });
});
