import { describe, expect, it } from 'vitest';
import { fullMapPath, offersListTab } from './pickup-routes.ts';

describe('full-screen pickup map', () => {
  it('opens the variant with a list on the web and in Telegram, the map alone in Click', () => {
    expect(fullMapPath('web')).toBe('/address/pickup');
    expect(fullMapPath('telegram')).toBe('/address/pickup');
    expect(fullMapPath('click')).toBe('/address/pickup2');
  });

  it('offers the list tab on address/pickup only', () => {
    expect(offersListTab('/address/pickup')).toBe(true);
    expect(offersListTab('/address/pickup2')).toBe(false);
    expect(offersListTab('/address/pickup2/')).toBe(false);
  });
});
