/**
 * What the channel (web, Telegram, Click) means for an order. Kept in core, beside the Channel type,
 * because checkout is a module and modules read core, never the app's start code.
 */
import type { OrderDevice, PaymentType } from '../contract/index.ts';
import type { Channel } from './storefront.tsx';

/** How an order placed in this channel names its device (spec section 4: order devices). */
export const orderDeviceOf = (channel: Channel): OrderDevice =>
  channel === 'telegram' ? 'TELEGRAM_BOT' : channel === 'click' ? 'CLICK_MINI_APP' : 'CLIENT_WEB';

/** Inside the Click app, the order is paid through Click's own mini-app payment. */
export const channelPaymentType = (channel: Channel): PaymentType | null =>
  channel === 'click' ? 'CLICK_MINI_APP' : null;
