import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadForNewBuild } from './chunk-reload.ts';
import { MemoryStorage } from './safe-storage.ts';

const memory = (): Storage => new MemoryStorage();

describe('reload on a missing chunk', () => {
  it('recognises the errors of a failed dynamic import', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/menu-1.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
  it('reloads once, then not again within ten seconds', () => {
    const store = memory();
    const reload = vi.fn();
    expect(reloadForNewBuild(store, reload, 1_000_000)).toBe(true);
    expect(reloadForNewBuild(store, reload, 1_005_000)).toBe(false);
    expect(reloadForNewBuild(store, reload, 1_011_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
