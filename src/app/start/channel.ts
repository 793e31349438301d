/**
 * Which channel the storefront runs in.
 *
 * - Telegram: the `tgId` query parameter, or Telegram's launch parameters in the URL hash, or init
 *   data kept from an earlier launch (spec section 1).
 * - Click: the Click app opens the address registered for the merchant's mini app; we register it
 *   with the marker `?channel=click` (https://<sub>.<domain>/?channel=click). Click adds nothing we
 *   could recognise on its own, so the marker is the contract with the merchant's Click registration.
 *   It is remembered in session storage, so in-app navigation (which drops the query) stays in Click.
 * - Web: everything else.
 */
import type { ClientType, SettingsVariant } from '../../contract/index.ts';
import type { Channel } from '../../core/storefront.tsx';

export interface ChannelInputs {
  search: string;
  hash: string;
  /** Init data kept from an earlier launch inside the messenger. */
  storedInitData?: string | null;
  /** The channel remembered for this visit (session storage). */
  storedChannel?: string | null;
}

/** The launch marker of the Click mini app (see above). */
export const CLICK_LAUNCH_QUERY = 'channel=click';

/** Spec section 5: init data of 10 characters or fewer is treated as missing. */
export const hasInitData = (value: string | null | undefined): value is string =>
  !!value && value.length > 10;

export function detectChannel({ search, hash, storedInitData, storedChannel }: ChannelInputs): Channel {
  const query = new URLSearchParams(search);
  if (query.get('channel') === 'click' || storedChannel === 'click') return 'click';
  const launch = new URLSearchParams(hash.replace(/^#/, ''));
  if (query.get('tgId') || hasInitData(launch.get('tgWebAppData')) || hasInitData(storedInitData))
    return 'telegram';
  return 'web';
}

export const settingsVariantOf = (channel: Channel): SettingsVariant =>
  channel === 'click' ? 'click-app' : 'web';

/** Spec section 4: the catalogue is requested as TG inside the bot, otherwise WEB. */
export const catalogueTypeOf = (channel: Channel): ClientType => (channel === 'telegram' ? 'TG' : 'WEB');

// The order terms of a channel live in core, where the checkout module can read them.
export { channelPaymentType, orderDeviceOf } from '../../core/channel-terms.ts';
