import { describe, expect, it, vi } from 'vitest';
import { checkAppVersion } from './app-version.ts';
import { MemoryStorage } from './safe-storage.ts';

describe('app version check', () => {
  it('clears stored state and reloads when the version changed', () => {
    const store = new MemoryStorage();
    store.setItem('appVersion', '2.2.6');
    store.setItem('basket', '[1]');
    const reload = vi.fn();
    expect(checkAppVersion(store, reload, '2.2.7')).toBe('cleared');
    expect(store.getItem('basket')).toBeNull();
    expect(store.getItem('appVersion')).toBe('2.2.7');
    expect(reload).toHaveBeenCalledOnce();
  });
  it('does nothing when the version is current', () => {
    const store = new MemoryStorage();
    store.setItem('appVersion', '2.2.7');
    store.setItem('basket', '[1]');
    const reload = vi.fn();
    expect(checkAppVersion(store, reload, '2.2.7')).toBe('current');
    expect(store.getItem('basket')).toBe('[1]');
    expect(reload).not.toHaveBeenCalled();
  });
  it('stores the version on a first visit without reloading', () => {
    const store = new MemoryStorage();
    const reload = vi.fn();
    expect(checkAppVersion(store, reload, '2.2.7')).toBe('first-visit');
    expect(reload).not.toHaveBeenCalled();
  });
});
