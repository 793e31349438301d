import { describe, expect, it } from 'vitest';
import { defaultSettings, parseSettings } from './settings-parse.ts';

describe('settings parsing', () => {
  it('turns a broken flag off and names the key in a warning', () => {
    const { settings, warnings } = parseSettings({ bannersActive: 'yes', storiesActive: true }, 'web');
    expect(settings.bannersActive).toBe(false);
    expect(settings.storiesActive).toBe(true);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ key: 'bannersActive', kind: 'invalid' });
    expect(warnings[0]?.message).toContain('"yes"');
  });
  it('falls back to the default for an unknown enum value', () => {
    const { settings, warnings } = parseSettings(
      { basketPosition: 'SIDEBAR', groupView: 'GRID', mainColor: 'red' },
      'web',
    );
    expect(settings.basketPosition).toBe('NAVIGATION_BAR');
    expect(settings.groupView).toBe('TABS');
    expect(settings.mainColor).toBe('#FCE000');
    expect(warnings.map((w) => w.key).sort()).toEqual(['basketPosition', 'groupView', 'mainColor']);
  });
  it('reports unknown keys and keeps them', () => {
    const { settings, warnings } = parseSettings({ bannersActve: true }, 'web');
    expect(warnings).toEqual([expect.objectContaining({ key: 'bannersActve', kind: 'unknown' })]);
    expect((settings as Record<string, unknown>).bannersActve).toBe(true);
    expect(settings.bannersActive).toBe(false);
  });
  it('ignores web-only keys in the click-app variant', () => {
    const { settings, warnings } = parseSettings({ favicon: 'x.png', storiesActive: true }, 'click-app');
    expect(settings.favicon).toBeUndefined();
    expect(settings.storiesActive).toBe(true);
    expect(warnings).toEqual([expect.objectContaining({ key: 'favicon', kind: 'unknown' })]);
  });
  it('never throws, whatever it is given', () => {
    for (const input of [
      null,
      undefined,
      42,
      'settings',
      [1, 2],
      { contacts: 'nope' },
      { metaPixel: { active: 'x' } },
    ]) {
      expect(() => parseSettings(input, 'web')).not.toThrow();
    }
    expect(parseSettings(null, 'web').settings).toEqual(defaultSettings());
  });
  it('keeps a broken list out without touching the rest', () => {
    const { settings, warnings } = parseSettings(
      { contacts: [{ type: 'FAX', value: '1' }], phoneActive: true },
      'web',
    );
    expect(settings.contacts).toEqual([]);
    expect(settings.phoneActive).toBe(true);
    expect(warnings[0]?.key).toBe('contacts');
  });
  it('has every feature off and Russian on by default', () => {
    const s = defaultSettings();
    expect(s.bannersActive || s.storiesActive || s.deliveryActive || s.uz).toBe(false);
    expect(s.ru).toBe(true);
    expect(s.mainLanguage).toBe('ru');
  });
});
