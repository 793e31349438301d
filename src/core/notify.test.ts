import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismiss, notify, NOTICE_DURATION_MS } from './notify.ts';

describe('notices', () => {
  afterEach(() => vi.useRealTimers());

  it('says the same thing once while it is on screen, and again once it has gone', () => {
    vi.useFakeTimers();
    const first = notify('Данные устарели!', 'error');
    expect(notify('Данные устарели!', 'error')).toBe(first);
    expect(notify('Данные устарели!', 'info')).not.toBe(first);
    vi.advanceTimersByTime(NOTICE_DURATION_MS);
    const later = notify('Данные устарели!', 'error');
    expect(later).not.toBe(first);
    dismiss(later);
  });
});
