import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../core/api/api-error.ts';
import { sendGuestFavourites } from './guest-sync.ts';

const failure = (status: number): ApiError => ({ status, message: '' });

describe('sendGuestFavourites', () => {
  it('sends the hearts oldest first, so the account lists them newest first as the guest saw them', async () => {
    const sent: number[] = [];
    const done = await sendGuestFavourites([3, 2, 1], async (id) => {
      sent.push(id);
      return null;
    });
    expect(sent).toEqual([1, 2, 3]);
    expect(done).toEqual([1, 2, 3]);
  });

  it('drops a product the server refuses for good (gone from the menu)', async () => {
    const done = await sendGuestFavourites([2, 1], async (id) => (id === 1 ? failure(404) : null));
    expect(done).toEqual([1, 2]);
  });

  it('stops at a failed connection and keeps that heart and the rest for later', async () => {
    for (const status of [0, 502, 429, 401]) {
      const sent: number[] = [];
      const done = await sendGuestFavourites([3, 2, 1], async (id) => {
        sent.push(id);
        return id === 2 ? failure(status) : null;
      });
      expect(sent).toEqual([1, 2]);
      expect(done).toEqual([1]);
    }
  });
});
