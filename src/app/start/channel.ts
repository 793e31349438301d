/**
 * Which channel the storefront runs in. The messenger session is marked by the `tgId` query parameter
 * or by Telegram's launch parameters in the URL hash (spec section 1). Mini-app sign-in and the Click
 * channel build on this.
 */
import type { ClientType, SettingsVariant } from '../../contract/index.ts';
import type { Channel } from '../../core/storefront.tsx';

export interface ChannelInputs {
  search: string;
  hash: string;
  /** Init data kept from an earlier launch inside the messenger. */
  storedInitData?: string | null;
}

/** Spec section 5: init data of 10 characters or fewer is treated as missing. */
export const hasInitData = (value: string | null | undefined): value is string =>
  !!value && value.length > 10;

export function detectChannel({ search, hash, storedInitData }: ChannelInputs): Channel {
  const query = new URLSearchParams(search);
  const launch = new URLSearchParams(hash.replace(/^#/, ''));
  if (query.get('tgId') || hasInitData(launch.get('tgWebAppData')) || hasInitData(storedInitData))
    return 'telegram';
  return 'web';
}

export const settingsVariantOf = (channel: Channel): SettingsVariant =>
  channel === 'click' ? 'click-app' : 'web';

/** Spec section 4: the catalogue is requested as TG inside the bot, otherwise WEB. */
export const catalogueTypeOf = (channel: Channel): ClientType => (channel === 'telegram' ? 'TG' : 'WEB');
