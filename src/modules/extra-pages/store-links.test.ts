import { describe, expect, it } from 'vitest';
import { storeLinks } from './store-links.ts';

describe('storeLinks', () => {
  it('lists the apps, then the bot beside them', () => {
    expect(
      storeLinks({
        iosAppLink: 'https://apps.apple.com/app/id0000000101',
        androidAppLink: 'play.google.com/store/apps/details?id=com.example.burgerlab',
        telegramBotLink: 'https://t.me/burgerlab_demo_bot',
      }),
    ).toEqual([
      { kind: 'ios', href: 'https://apps.apple.com/app/id0000000101' },
      { kind: 'android', href: 'https://play.google.com/store/apps/details?id=com.example.burgerlab' },
      { kind: 'telegramBot', href: 'https://t.me/burgerlab_demo_bot' },
    ]);
  });

  it('has no page for a bot alone, nor for links that are not to their store', () => {
    expect(
      storeLinks({ iosAppLink: null, androidAppLink: null, telegramBotLink: 'https://t.me/x_bot' }),
    ).toEqual([]);
    expect(
      storeLinks({
        iosAppLink: 'https://apps.apple.com.evil.example/app',
        androidAppLink: 'javascript:alert(1)',
        telegramBotLink: null,
      }),
    ).toEqual([]);
    expect(
      storeLinks({
        iosAppLink: 'http://apps.apple.com/app/id1',
        androidAppLink: undefined,
        telegramBotLink: null,
      }),
    ).toEqual([]);
  });
});
