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
  it("opens the merchant's stream and, on a change, asks again for what is held of that merchant only", async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const client = new QueryClient();
    client.setQueryData(['catalogue', 7, 'WEB'], { products: [] });
    client.setQueryData(['branches', 7], []);
    client.setQueryData(['catalogue', 8, 'WEB'], { products: [] });
    const stop = followTenantChanges(client, '/api', 7);
    const [source] = FakeEventSource.opened;
    expect(source?.url).toBe('/api/products/v1/changes?merchant=7');
    const stale = () =>
      client
        .getQueryCache()
        .findAll({ stale: true })
        .map((q) => q.queryKey);
    expect(stale()).toEqual([]);
    source?.listeners.get('changed')?.();
    await Promise.resolve();
    expect(stale()).toEqual([
      ['catalogue', 7, 'WEB'],
      ['branches', 7],
    ]);
    stop();
    expect(source?.closed).toBe(true);
  });
});
