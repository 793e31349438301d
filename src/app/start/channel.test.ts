import { describe, expect, it } from 'vitest';
import {
  catalogueTypeOf,
  channelPaymentType,
  detectChannel,
  orderDeviceOf,
  settingsVariantOf,
} from './channel.ts';

describe('channels', () => {
  it('recognises the Click mini app by its launch marker, and remembers it for the visit', () => {
    expect(detectChannel({ search: '?channel=click', hash: '' })).toBe('click');
    expect(detectChannel({ search: '', hash: '', storedChannel: 'click' })).toBe('click');
    expect(detectChannel({ search: '?channel=web', hash: '' })).toBe('web');
  });
  it('gives the Click mini app its settings variant, order device and payment type', () => {
    expect(settingsVariantOf('click')).toBe('click-app');
    expect(settingsVariantOf('web')).toBe('web');
    expect(orderDeviceOf('click')).toBe('CLICK_MINI_APP');
    expect(channelPaymentType('click')).toBe('CLICK_MINI_APP');
    expect(channelPaymentType('web')).toBeNull();
  });
  it('names the device and catalogue of the other channels', () => {
    expect(orderDeviceOf('telegram')).toBe('TELEGRAM_BOT');
    expect(orderDeviceOf('web')).toBe('CLIENT_WEB');
    expect(catalogueTypeOf('telegram')).toBe('TG');
    expect(catalogueTypeOf('click')).toBe('WEB');
  });
});
