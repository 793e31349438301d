import { describe, expect, it, vi } from 'vitest';
import { checkAppVersion } from './app-version.ts';

class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

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
