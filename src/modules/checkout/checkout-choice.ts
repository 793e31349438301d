/**
 * Which service type and payment type the checkout shows as chosen: the draft's, while the merchant
 * still offers it, else the merchant's default for the channel (service type), else the first
 * offered (cash comes first: the spec's default payment).
 */
import {
  branchTakes,
  type Branch,
  type OrderSettings,
  type PaymentType,
  type ServiceType,
} from '../../contract/index.ts';
import type { Channel } from '../../core/storefront.tsx';

export function chooseServiceType(
  offered: readonly ServiceType[],
  stored: ServiceType | null,
  channelDefault: ServiceType | null = null,
): ServiceType | null {
  if (stored !== null && offered.includes(stored)) return stored;
  if (channelDefault !== null && offered.includes(channelDefault)) return channelDefault;
  return offered[0] ?? null;
}

/**
 * The offered service types that some active branch takes (express only where a branch has
 * expressEnabled: a merchant without one never sees the choice). Until the branches are known, or
 * when they could not be loaded, every offered type stays: the server has the last word.
 */
export function servicesBranchesTake(
  offered: readonly ServiceType[],
  branches: readonly Pick<Branch, 'isActive' | 'deleted' | 'settings'>[] | undefined,
): ServiceType[] {
  if (!branches) return [...offered];
  const open = branches.filter((b) => b.isActive && !b.deleted);
  return offered.filter((type) => open.some((branch) => branchTakes(branch, type)));
}

/**
 * The order settings' default service type for the channel (spec section 3: default delivery type for
 * Telegram, website and application). Decision: the Click mini app counts as the application, as
 * its settings are the merchant's app settings (the click-app variant); the web storefront and the
 * Telegram Mini App have their own.
 */
export function channelDefaultServiceType(
  settings: Pick<
    OrderSettings,
    'defaultDeliveryTypeTelegram' | 'defaultDeliveryTypeWebsite' | 'defaultDeliveryTypeApplication'
  > | null,
  channel: Channel,
): ServiceType | null {
  if (!settings) return null;
  const value =
    channel === 'telegram'
      ? settings.defaultDeliveryTypeTelegram
      : channel === 'click'
        ? settings.defaultDeliveryTypeApplication
        : settings.defaultDeliveryTypeWebsite;
  return value ?? null;
}

/**
 * The payment types to offer: what the payment modules offer for the channel's settings (inside the
 * Click app, the click-app settings: cash, terminal, Click...), as on the web. A channel with a way of
 * its own to pay with Click (the Click app's CLICK_MINI_APP) takes Click's place: the server checks
 * both against the same clickActive flag.
 */
export function paymentChoices(
  offered: readonly PaymentType[],
  channelClick: PaymentType | null,
): PaymentType[] {
  return offered.map((type) => (type === 'CLICK' && channelClick ? channelClick : type));
}

export function choosePaymentType(
  offered: readonly PaymentType[],
  stored: PaymentType | null,
): PaymentType | null {
  return stored !== null && offered.includes(stored) ? stored : (offered[0] ?? null);
}
