import { describe, expect, it } from 'vitest';
import { catalogueFor } from './channel-catalogue.ts';
import { channelScreens } from './channel-screens.ts';
import { planChannels } from './channels.ts';
import {
  testCatalogue,
  testRegistry,
  testSettings,
} from '../../../tests/support/tools/fixture-preview/test-data.ts';

const typeOf = (channel: string) => (channel === 'telegram' ? 'TG' : 'WEB');

describe('catalogueFor', () => {
  it('keeps what the server sends a client type: products for every system or for that one', () => {
    const ids = (type: string) => [...catalogueFor(testCatalogue(), type).productsById.keys()].sort();
    expect(ids('WEB')).toEqual([100, 102]);
    expect(ids('TG')).toEqual([100, 101]);
  });
});

describe('channelScreens', () => {
  const web = testSettings({ ru: true, uz: true, eng: false, telegramBotLink: 'https://t.me/test_bot' });

  it('plans each previewed channel with its own languages, and none for unavailable ones', () => {
    const click = testSettings({ ru: true, uz: false, eng: true });
    const plans = planChannels({ settings: web, hasClickSettings: true, clickLaunch: '?click=1' });
    const result = channelScreens({
      plans,
      registry: testRegistry(),
      webSettings: web,
      clickSettings: click,
      catalogue: testCatalogue(),
      catalogueTypeOf: typeOf,
    });
    expect(result.map((c) => [c.plan.channel, c.languages])).toEqual([
      ['web', ['ru', 'uz']],
      ['telegram', ['ru', 'uz']],
      ['click', ['ru', 'en']],
    ]);
  });

  it('takes sample addresses from the catalogue of the channel', () => {
    const plans = planChannels({ settings: web, hasClickSettings: false, clickLaunch: null });
    const catalogue = { ...testCatalogue() };
    // Product 101 is sold in the bot only: the web sample must not point at it.
    catalogue.products = catalogue.products.map((p) => ({ ...p, priority: p.id === 101 ? -1 : p.priority }));
    const result = channelScreens({
      plans,
      registry: testRegistry(),
      webSettings: web,
      clickSettings: null,
      catalogue,
      catalogueTypeOf: typeOf,
    });
    const product = (channel: string) =>
      result.find((c) => c.plan.channel === channel)?.screens.find((s) => s.name === 'product-id')?.path;
    expect(product('web')).toBe('/product/100');
    expect(product('telegram')).toBe('/product/101');
    expect(result.find((c) => c.plan.channel === 'click')).toMatchObject({ screens: [], languages: [] });
  });
});
