import { describe, expect, it } from 'vitest';
import { planShots, shotFileName, slug, withLaunch } from './file-names.ts';
import type { ChannelScreens } from './types.ts';

describe('file names', () => {
  it('names a shot <channel>-<lang>-<screen>.png with a file-safe screen name', () => {
    expect(shotFileName('web', 'ru', 'product-id')).toBe('web-ru-product-id.png');
    expect(shotFileName('telegram', 'kk', 'Order / Status')).toBe('telegram-kk-order-status.png');
    expect(slug('***')).toBe('screen');
  });
});

describe('withLaunch', () => {
  it('adds the channel query to a path, keeping its own query', () => {
    expect(withLaunch('/', '')).toBe('/');
    expect(withLaunch('/', '?tgId=1')).toBe('/?tgId=1');
    expect(withLaunch('/search?q=%D0%A0%D0%BE%D0%BB%D0%BB', '?tgId=1')).toBe(
      '/search?q=%D0%A0%D0%BE%D0%BB%D0%BB&tgId=1',
    );
    expect(withLaunch('/category?id=3', '#launch=1')).toBe('/category?id=3#launch=1');
  });
});

describe('planShots', () => {
  const screens = [
    { name: 'home', path: '/' },
    { name: 'search', path: '/search?q=a', moduleId: 'search' },
  ];
  const channels: ChannelScreens[] = [
    { plan: { channel: 'web', launchQuery: '' }, languages: ['ru', 'uz'], screens, skipped: [] },
    { plan: { channel: 'telegram', launchQuery: '?tgId=1' }, languages: ['ru'], screens, skipped: [] },
    {
      plan: { channel: 'click', launchQuery: '', unavailable: 'not available yet' },
      languages: ['ru'],
      screens,
      skipped: [],
    },
  ];

  it('takes every screen in every language of every available channel, in that order', () => {
    expect(planShots(channels).map((s) => [s.file, s.address])).toEqual([
      ['web-ru-home.png', '/'],
      ['web-ru-search.png', '/search?q=a'],
      ['web-uz-home.png', '/'],
      ['web-uz-search.png', '/search?q=a'],
      ['telegram-ru-home.png', '/?tgId=1'],
      ['telegram-ru-search.png', '/search?q=a&tgId=1'],
    ]);
  });

  it('never gives two shots the same file', () => {
    const clash: ChannelScreens[] = [
      {
        plan: { channel: 'web', launchQuery: '' },
        languages: ['en'],
        screens: [
          { name: 'a.b', path: '/x' },
          { name: 'a-b', path: '/y' },
        ],
        skipped: [],
      },
    ];
    expect(planShots(clash).map((s) => s.file)).toEqual(['web-en-a-b.png', 'web-en-a-b-2.png']);
  });
});
