/**
 * The merchant's terms an order must meet: where it comes from (order device), how it is received
 * (service type) and paid (payment type), and which promo applies. Every rule reads the tenant's
 * fixtures, never the client's word.
 */
import {
  availableIn,
  clickAppSettingsOf,
  type ClientType,
  type OrderDevice,
  type PaymentType,
  type Promo,
  type ServiceType,
  type Settings,
} from '../../contract/index.ts';
import { ApiError, fieldError } from '../base/api-error.ts';
import { messages } from '../base/error-messages.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import { promoDateState } from './promo-rules.ts';

/**
 * The channel of each device a customer orders from. Staff devices (OPERATOR, LAPOSTER, INSTAGRAM,
 * INTEGRATION_APP) are missing on purpose: their orders come through the back office, not a customer's
 * token. The Click mini app runs the web storefront, so it is WEB.
 */
const customerChannels: Partial<Record<OrderDevice, ClientType>> = {
  CLIENT: 'WEB',
  CLIENT_WEB: 'WEB',
  CLIENT_WEB_MOBILE: 'WEB',
  CLIENT_WEB_DESKTOP: 'WEB',
  CLICK_MINI_APP: 'WEB',
  TELEGRAM_BOT: 'TG',
  CLIENT_APP: 'APP',
  CLIENT_IOS: 'APP',
  CLIENT_ANDROID: 'APP',
};

/** @throws ApiError 400 for a staff device */
export function channelOf(device: OrderDevice): ClientType {
  const channel = customerChannels[device];
  if (!channel) {
    // Staff's devices (operator, POS, integrations) are not for customers to name.
    throw fieldError('orderDevice', { kind: 'choice' });
  }
  return channel;
}

/** Orders from the Click mini app follow the settings the Click app's storefront shows (contract rule). */
export const settingsFor = (tenant: Tenant, device: OrderDevice): Settings =>
  device === 'CLICK_MINI_APP'
    ? clickAppSettingsOf(tenant.data.settingsWeb, tenant.data.settingsClickApp)
    : tenant.data.settingsWeb;

const serviceFlags: Partial<Record<ServiceType, 'deliveryActive' | 'pickupActive' | 'dineInActive'>> = {
  DELIVERY: 'deliveryActive',
  PICK_UP: 'pickupActive',
  DINE_IN: 'dineInActive',
  // Express is a delivery: a merchant that delivers offers it where a branch has expressEnabled
  // (order-branch.ts checks the branch).
  EXPRESS_24: 'deliveryActive',
};

/**
 * @throws ApiError 400 SERVICE_TYPE_DISABLED when the merchant's settings do not offer it (YANDEX_EATS
 * is Yandex's own channel, never offered to the storefront's customers)
 */
export function checkServiceType(settings: Settings, type: ServiceType): void {
  const flag = serviceFlags[type];
  if (!flag || !settings[flag]) {
    throw new ApiError(400, 'SERVICE_TYPE_DISABLED', messages.serviceTypeDisabled(type));
  }
}

/** The settings flag of each payment type (the fixture checker's table, read the other way round). */
const paymentFlags: Partial<Record<PaymentType, keyof Settings>> = {
  CASH: 'cashActive',
  TERMINAL: 'terminalActive',
  PAYME: 'paymeActive',
  CLICK: 'clickActive',
  UZUM: 'uzumActive',
  CLICK_MINI_APP: 'clickActive',
  CARD: 'cardActive',
};

/**
 * A payment type is allowed when its settings flag is on (types without a flag need the availability
 * file) and, when the merchant has payment-availability.json, its entry is active for the channel.
 * CLICK_MINI_APP is Click's own payment inside the Click app: only from there.
 * @throws ApiError 400 PAYMENT_TYPE_NOT_ALLOWED
 */
export function checkPaymentType(
  tenant: Tenant,
  settings: Settings,
  type: PaymentType,
  device: OrderDevice,
  channel: ClientType,
): void {
  const refuse = () => new ApiError(400, 'PAYMENT_TYPE_NOT_ALLOWED', messages.paymentTypeNotAllowed(type));
  if (type === 'CLICK_MINI_APP' && device !== 'CLICK_MINI_APP') throw refuse();
  const flag = paymentFlags[type];
  const availability = tenant.data.paymentAvailability?.items;
  if (flag && settings[flag] !== true) throw refuse();
  if (!flag && !availability) throw refuse();
  if (!availableIn(availability ?? null, type, channel)) throw refuse();
}

/** The promo code or id the order names, if any. */
export function promoRequested(body: {
  promoCode?: string | null;
  promo?: string | null;
  promoId?: number | null;
}): { code: string | null; id: number | null } | null {
  const code = (body.promoCode ?? body.promo ?? '').trim();
  const id = body.promoId ?? null;
  return code || id !== null ? { code: code || null, id } : null;
}

/**
 * The merchant's promo the order names, valid now (spec section 5: not active, not yet started and
 * expired are refused; the minimum price is checked once the products are priced).
 * @throws ApiError 400 PROMO_NOT_FOUND, PROMO_NOT_ACTIVE, PROMO_NOT_STARTED or PROMO_EXPIRED
 */
export function promoFor(
  tenant: Tenant,
  settings: Settings,
  wanted: { code: string | null; id: number | null },
  now: number,
): Promo {
  const label = wanted.code ?? `#${wanted.id}`;
  const promo = (tenant.data.promos?.items ?? []).find((p) =>
    wanted.code ? p.code.toLowerCase() === wanted.code.toLowerCase() : p.id === wanted.id,
  );
  if (!promo) throw new ApiError(400, 'PROMO_NOT_FOUND', messages.promoNotFound(label));
  switch (promoDateState(promo, settings, now)) {
    case 'NOT_ACTIVE':
      throw new ApiError(400, 'PROMO_NOT_ACTIVE', messages.promoNotActive());
    case 'NOT_STARTED':
      throw new ApiError(400, 'PROMO_NOT_STARTED', messages.promoNotStarted());
    case 'EXPIRED':
      throw new ApiError(400, 'PROMO_EXPIRED', messages.promoExpired());
    case 'USABLE':
      return promo;
  }
}
