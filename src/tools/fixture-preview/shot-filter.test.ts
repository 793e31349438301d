import { describe, expect, it } from 'vitest';
import { applyFilter } from './shot-filter.ts';
import type { ChannelScreens } from './types.ts';

const screens = [
  { name: 'home', path: '/' },
  { name: 'search', path: '/search', moduleId: 'search' },
];
const plan: ChannelScreens[] = [
  { plan: { channel: 'web', launchQuery: '' }, languages: ['ru', 'uz'], screens, skipped: [] },
  { plan: { channel: 'telegram', launchQuery: '?tgId=1' }, languages: ['ru', 'uz'], screens, skipped: [] },
  {
    plan: { channel: 'click', launchQuery: '', unavailable: 'not available yet' },
    languages: [],
    screens: [],
    skipped: [],
  },
];

describe('applyFilter', () => {
  it('keeps everything without a filter', () => {
    expect(applyFilter(plan, {})).toEqual({ channels: plan, unmatched: [] });
  });

  it('narrows languages and screens, and marks a channel left out as such', () => {
    const { channels, unmatched } = applyFilter(plan, {
      channels: ['telegram'],
      langs: ['uz'],
      screens: ['search'],
    });
    expect(channels[0]?.plan.unavailable).toBe('left out (--channel)');
    expect(channels[1]).toMatchObject({ languages: ['uz'], screens: [{ name: 'search' }] });
    expect(channels[2]?.plan.unavailable).toBe('not available yet');
    expect(unmatched).toEqual([]);
  });

  it('names filter entries that match nothing', () => {
    const withSkipped = plan.map((c) => ({
      ...c,
      skipped: [{ name: 'product-id', path: '/product/:id', moduleId: 'p', reason: 'no preview()' }],
    }));
    expect(applyFilter(withSkipped, { langs: ['ar'], screens: ['basket', 'product-id'] }).unmatched).toEqual([
      'language ar: not active for this tenant',
      'screen basket: no such screen',
      'screen product-id: no preview()',
    ]);
  });
});
