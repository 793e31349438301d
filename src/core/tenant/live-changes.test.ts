import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followTenantChanges } from './live-changes.ts';

/** The browser's EventSource as far as the follower uses it. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, () => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, listener: () => void) {
    this.listeners.set(name, listener);
  }
  close() {
    this.closed = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.opened = [];
});

describe('followTenantChanges', () => {
  it("opens the merchant's stream and, on a change, asks again for its public data only", () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const client = new QueryClient();
    const keys: unknown[] = [];
    vi.spyOn(client, 'invalidateQueries').mockImplementation((filters) => {
      keys.push(filters?.queryKey);
      return Promise.resolve();
    });
    const stop = followTenantChanges(client, '/api', 7);
    const [source] = FakeEventSource.opened;
    expect(source?.url).toBe('/api/products/v1/changes?merchant=7');
    expect(keys).toEqual([]);
    source?.listeners.get('changed')?.();
    expect(keys).toEqual([
      ['catalogue', 7],
      ['branches', 7],
      ['cities', 7],
      ['settings', 7],
      ['order-settings', 7],
    ]);
    stop();
    expect(source?.closed).toBe(true);
  });
});
