import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../contract/index.ts';
import { defineModule } from './define-module.ts';
import { Registry } from './registry.ts';

const Empty = () => null;
const load = () => Promise.resolve({ default: Empty });

const stories = defineModule({
  id: 'stories',
  owns: ['storiesActive'],
  enabled: (s) => s.storiesActive,
  slots: { 'home.stories': load },
  routes: [{ name: 'stories', path: '/stories', layout: 'default', load }],
});
const policies = defineModule({
  id: 'policies',
  owns: ['privacyActive', 'aboutMerchantActive'],
  enabled: (s) => s.privacyActive || s.aboutMerchantActive,
  routes: [
    { name: 'privacy', path: '/privacy', layout: 'default', load, enabled: (s) => s.privacyActive },
    { name: 'about', path: '/about', layout: 'default', load, enabled: (s) => s.aboutMerchantActive },
  ],
});
const theming = defineModule({
  id: 'theming',
  owns: ['mainColor'],
  enabled: () => true,
  eager: { 'app.head': Empty },
});

describe('registry', () => {
  const registry = new Registry([stories, policies, theming]);

  it("switches a module's slots and routes with its flag", () => {
    const off = defaultSettings();
    expect(registry.slot('home.stories', off)).toEqual([]);
    expect(registry.routes(off).map((r) => r.path)).toEqual([]);
    const on = { ...off, storiesActive: true };
    expect(registry.slot('home.stories', on).map((e) => e.moduleId)).toEqual(['stories']);
    expect(registry.routes(on).map((r) => r.path)).toEqual(['/stories']);
  });

  it('drops a route whose own flag is off while its module is on', () => {
    const settings = { ...defaultSettings(), privacyActive: true };
    expect(registry.routes(settings).map((r) => r.name)).toEqual(['privacy']);
  });

  it('drops a slot whose own setting is off while its module is on', () => {
    const basket = defineModule({
      id: 'basket',
      owns: ['basketPosition'],
      enabled: () => true,
      slots: { 'header.end': load, 'overlay.basket': load },
      slotEnabled: {
        'header.end': (s) => s.basketPosition === 'NAVIGATION_BAR',
        'overlay.basket': (s) => s.basketPosition === 'FLOATING_OVER_PRODUCT',
      },
    });
    const both = new Registry([basket]);
    const bar = { ...defaultSettings(), basketPosition: 'NAVIGATION_BAR' as const };
    const floating = { ...defaultSettings(), basketPosition: 'FLOATING_OVER_PRODUCT' as const };
    expect(both.slot('header.end', bar)).toHaveLength(1);
    expect(both.slot('overlay.basket', bar)).toEqual([]);
    expect(both.slot('header.end', floating)).toEqual([]);
    expect(both.slot('overlay.basket', floating)).toHaveLength(1);
  });

  it('serves eager components with the first paint', () => {
    expect(registry.slot('app.head', defaultSettings())).toEqual([{ moduleId: 'theming', eager: Empty }]);
  });

  it('treats a module whose enabled() throws as off', () => {
    const broken = defineModule({
      id: 'broken',
      owns: [],
      enabled: () => {
        throw new Error('boom');
      },
      slots: { 'home.top': load },
    });
    expect(new Registry([broken]).slot('home.top', defaultSettings())).toEqual([]);
  });

  it('refuses a settings key owned twice and a module registered twice', () => {
    const clash = defineModule({ id: 'clash', owns: ['storiesActive'], enabled: () => true });
    expect(() => new Registry([stories, clash])).toThrow(/storiesActive.*stories.*clash/);
    expect(() => new Registry([stories, stories])).toThrow(/registered twice/);
  });

  it('names the owner of a key', () => {
    expect(registry.ownerOf('privacyActive')?.id).toBe('policies');
    expect(registry.ownerOf('bannersActive')).toBeUndefined();
  });
});
