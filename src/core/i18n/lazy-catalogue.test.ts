import { describe, expect, it, vi } from 'vitest';
import { loadLazyCatalogue } from './lazy-catalogue.ts';
import { Messages } from './messages.ts';

describe('loadLazyCatalogue', () => {
  it('adds the catalogue under its namespace, downloading it once per messages', async () => {
    const messages = new Messages('en');
    const loader = vi.fn(() => Promise.resolve({ default: { title: 'Branches' } }));
    const first = loadLazyCatalogue(messages, 'core.branches', loader);
    expect(loadLazyCatalogue(messages, 'core.branches', loader)).toBe(first);
    await first;
    expect(messages.format('core.branches.title')).toBe('Branches');
    expect(loader).toHaveBeenCalledTimes(1);

    // Another language is another Messages: its own download.
    await loadLazyCatalogue(new Messages('ru'), 'core.branches', loader);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('tries again after a failed download', async () => {
    const messages = new Messages('en');
    const loader = vi
      .fn<() => Promise<Record<string, string>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ title: 'Branches' });
    await expect(loadLazyCatalogue(messages, 'branches', loader)).rejects.toThrow('offline');
    expect(messages.has('branches.title')).toBe(false);
    await loadLazyCatalogue(messages, 'branches', loader);
    expect(messages.format('branches.title')).toBe('Branches');
  });

  it('adds nothing, and does not fail, when the language has no catalogue', async () => {
    const messages = new Messages('en');
    await loadLazyCatalogue(messages, 'branches', undefined);
    expect(messages.format('branches.title')).toBe('branches.title');
  });
});
