import { describe, expect, it } from 'vitest';
import { cookieAttributes } from './cookies.ts';

describe('cookie attributes', () => {
  it('are site-wide and SameSite=Lax, and Secure only on a page that came over TLS', () => {
    expect(cookieAttributes(60, 'https:')).toBe('Max-Age=60; Path=/; SameSite=Lax; Secure');
    expect(cookieAttributes(0, 'http:')).toBe('Max-Age=0; Path=/; SameSite=Lax');
  });
});
