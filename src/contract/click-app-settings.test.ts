import { describe, expect, it } from 'vitest';
import { clickAppSettingsOf } from './click-app-settings.ts';

describe('clickAppSettingsOf', () => {
  it('lays the click-app settings over the web settings', () => {
    const web = { cashActive: true, clickActive: true, storiesActive: true };
    expect(clickAppSettingsOf(web, { clickActive: false, storiesActive: false })).toEqual({
      cashActive: true,
      clickActive: false,
      storiesActive: false,
    });
  });

  it('is the web settings when the merchant has no click-app settings', () => {
    const web = { cashActive: true };
    expect(clickAppSettingsOf(web, undefined)).toBe(web);
    expect(clickAppSettingsOf(web, null)).toBe(web);
  });
});
