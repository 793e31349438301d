/**
 * Which service type and payment type the checkout shows as chosen: the draft's, while the merchant
 * still offers it, else the first offered (cash comes first: the spec's default payment).
 */
import type { PaymentType, ServiceType } from '../../contract/index.ts';

export function chooseServiceType(
  offered: readonly ServiceType[],
  stored: ServiceType | null,
): ServiceType | null {
  return stored !== null && offered.includes(stored) ? stored : (offered[0] ?? null);
}

/**
 * The payment types to offer: the channel's own when it has one (inside the Click app the order is
 * paid with CLICK_MINI_APP and nothing else), else what the payment modules offer.
 */
export function paymentChoices(
  offered: readonly PaymentType[],
  channelType: PaymentType | null,
): PaymentType[] {
  return channelType ? [channelType] : [...offered];
}

export function choosePaymentType(
  offered: readonly PaymentType[],
  stored: PaymentType | null,
): PaymentType | null {
  return stored !== null && offered.includes(stored) ? stored : (offered[0] ?? null);
}
