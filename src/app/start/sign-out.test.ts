// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { clearForLogout } from './sign-out.ts';

describe('logout clean-up', () => {
  it('clears storage and cookies but keeps the merchant and the messenger init data', () => {
    localStorage.setItem('merchant', '{"id":1,"sub":"burger"}');
    localStorage.setItem('initData', 'query_id=AA&user=%7B%7D&hash=1');
    localStorage.setItem('session:1', '{"token":"t"}');
    localStorage.setItem('basket:1', '[1,2]');
    sessionStorage.setItem('draft', 'x');
    const jar = new Map([
      ['merchant', 'burger'],
      ['initData', 'abc'],
      ['lang', 'uz'],
      ['page', '1'],
    ]);
    clearForLogout(localStorage, sessionStorage, {
      read: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      expire: (name) => jar.delete(name),
    });
    expect(localStorage.getItem('merchant')).toContain('burger');
    expect(localStorage.getItem('initData')).toContain('query_id');
    expect(localStorage.getItem('session:1')).toBeNull();
    expect(localStorage.getItem('basket:1')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect([...jar.keys()]).toEqual(['merchant', 'initData']);
  });
});
