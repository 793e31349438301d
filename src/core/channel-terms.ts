/**
 * What the channel (web, Telegram, Click) means for an order. Kept in core, beside the Channel type,
 * because checkout is a module and modules read core, never the app's start code.
 */
import type { ClientType, OrderDevice, PaymentType } from '../contract/index.ts';
import type { Channel } from './storefront.tsx';

/** How an order placed in this channel names its device (spec section 4: order devices). */
export const orderDeviceOf = (channel: Channel): OrderDevice =>
  channel === 'telegram' ? 'TELEGRAM_BOT' : channel === 'click' ? 'CLICK_MINI_APP' : 'CLIENT_WEB';

/** Inside the Click app, Click is paid through Click's own mini-app payment (beside cash, terminal...). */
export const channelPaymentType = (channel: Channel): PaymentType | null =>
  channel === 'click' ? 'CLICK_MINI_APP' : null;

/**
 * The payment-availability channel of this storefront: the Telegram Mini App is the bot; the web
 * storefront and the Click mini app (which runs it) are the web (as the server counts them).
 */
export const availabilityChannelOf = (channel: Channel): ClientType =>
  channel === 'telegram' ? 'TG' : 'WEB';
