import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isCalmPage, watchForNewBuild } from './new-build-watch.ts';

class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, value);
  }
}

describe('the periodic check for a new build', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setUp(served: () => boolean) {
    let navigated: (path: string) => void = () => undefined;
    const reload = vi.fn();
    const stop = watchForNewBuild({
      entry: '/assets/index-abc.js',
      stillServed: () => Promise.resolve(served()),
      onNavigated: (listener) => (navigated = listener),
      reload,
      store: new MemoryStorage(),
      every: 1000,
    });
    return { navigate: (path: string) => navigated(path), reload, stop };
  }

  it('reloads at the first calm navigation once the build is no longer served', async () => {
    let deployed = false;
    const { navigate, reload, stop } = setUp(() => !deployed);
    await vi.advanceTimersByTimeAsync(0);
    navigate('/category');
    expect(reload).not.toHaveBeenCalled();
    deployed = true;
    await vi.advanceTimersByTimeAsync(1000);
    // Into the checkout or sign-in: nothing happens, whatever is typed there stays.
    navigate('/checkout');
    navigate('/login');
    expect(reload).not.toHaveBeenCalled();
    navigate('/product/12');
    expect(reload).toHaveBeenCalledOnce();
    stop();
  });

  it('never reloads while the build is still served', async () => {
    const { navigate, reload, stop } = setUp(() => true);
    await vi.advanceTimersByTimeAsync(5000);
    navigate('/');
    expect(reload).not.toHaveBeenCalled();
    stop();
  });

  it('counts the menu, products and information pages as calm, forms and the checkout not', () => {
    for (const path of ['/', '/category', '/product/5', '/search', '/about', '/vacancy/3', '/extra2'])
      expect(isCalmPage(path), path).toBe(true);
    for (const path of ['/checkout', '/basket', '/login', '/profile/user', '/profile/address/create'])
      expect(isCalmPage(path), path).toBe(false);
  });
});
