/**
 * Turns an order request into the order the server stores: every check against the tenant's
 * catalogue, branches, hours, stock and settings, prices recomputed with the contract's priceOrder
 * (spec section 9) with the delivery price of the server's tariffs, and the fields only the server may
 * set (merchant, branch, city, totals, delivery tariff and distance, service price, waiter, dates,
 * status), whatever the client sends for them. A scheduled order is stored with status AT_TIME.
 */
import { z } from 'zod';
import {
  Address,
  cashbackEarned,
  isDeliveryService,
  OrderRequest,
  PhoneNumber,
  priceOrder,
  type ServiceType,
  type User,
} from '../../contract/index.ts';
import { tableIdProblem } from '../../contract/field-rules.ts';
import { ApiError, fieldError } from '../base/api-error.ts';
import { messages } from '../base/error-messages.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import type { Limits } from '../base/limits.ts';
import { quoteDelivery } from '../deliveries/tariff-quote.ts';
import { orderBranch } from '../deliveries/order-branch.ts';
import { checkBranchHours } from './order-hours.ts';
import { repriceLines, type OrderSizeLimits } from './order-lines.ts';
import { scheduledTime } from './order-schedule.ts';
import { orderTiming } from './order-window.ts';
import {
  channelOf,
  checkPaymentType,
  checkServiceType,
  promoFor,
  promoRequested,
  settingsFor,
} from './order-terms.ts';
import type { NewOrder } from './orders-store.ts';

/** Longest accepted text of any field (comments, entrance, floor...). */
const MAX_TEXT_LENGTH = 500;

/**
 * The request's known fields only: OrderRequest keeps unknown keys (the client may send its whole
 * draft), but the server stores nothing it does not understand.
 */
const KnownFields = z.object(OrderRequest.shape);
const KnownAddress = z.object(Address.shape);

/** A value met while walking the fields: where it sits is kept as a link to its parent. */
interface Visit {
  value: unknown;
  parent: number;
  key: string;
  inList: boolean;
}

/** The JSON path of a visit ("address.name", "receiver.phone", "a[0]"), built only when needed. */
function pathOf(visits: readonly Visit[], index: number): string {
  const parts: string[] = [];
  for (let at = index; at > 0;) {
    const visit = visits[at] as Visit;
    parts.push(visit.inList ? `[${visit.key}]` : `.${visit.key}`);
    at = visit.parent;
  }
  return parts.reverse().join('').replace(/^\./, '');
}

/**
 * Every text in the fields, at any depth, at most MAX_TEXT_LENGTH long. Walked with a list, not
 * recursion, and paths are built only for the text refused: the body's depth is limited at the door
 * (bodyDepth), and this check must not depend on that.
 * @throws ApiError 400 VALIDATION naming the first (shallowest) text too long
 */
export function checkTexts(fields: object): void {
  const visits: Visit[] = [{ value: fields, parent: -1, key: '', inList: false }];
  for (let index = 0; index < visits.length; index++) {
    const { value } = visits[index] as Visit;
    if (typeof value === 'string') {
      if (value.length > MAX_TEXT_LENGTH) {
        throw fieldError(pathOf(visits, index), { kind: 'tooLong', max: MAX_TEXT_LENGTH });
      }
    } else if (value && typeof value === 'object') {
      const inList = Array.isArray(value);
      for (const [key, inner] of Object.entries(value)) {
        visits.push({ value: inner, parent: index, key, inList });
      }
    }
  }
}

/** The limits an order keeps (base/limits.ts). */
export type OrderLimits = OrderSizeLimits & Pick<Limits, 'orderScheduleDaysAhead'>;

export interface BuildInput {
  tenant: Tenant;
  request: OrderRequest;
  user: User;
  now: number;
  /** orderCreateAtTime: the order is for a set time (deliveryAt), which must lie ahead. */
  scheduled: boolean;
  limits: OrderLimits;
  /** The Telegram account linked to the customer (checked init data), or null: never the client's word. */
  telegramId: number | null;
}

/**
 * @throws ApiError 400 for anything the merchant does not offer, the catalogue does not hold or the
 * limits do not allow
 */
export function buildOrder({
  tenant,
  request,
  user,
  now,
  scheduled,
  limits,
  telegramId,
}: BuildInput): NewOrder {
  // Who orders (and from which Telegram account), for which merchant, branch and city, with which
  // number, status, service price and waiter: the server decides.
  const {
    id: _id,
    number: _number,
    status: _status,
    user: _user,
    merchant: _merchant,
    branch: _branch,
    cityId: _cityId,
    servicePrice: _servicePrice,
    waiterId: _waiterId,
    telegramId: _telegramId,
    deliveryTariffId: _deliveryTariffId,
    basketItems,
    cartItems,
    ...fields
  } = KnownFields.parse(request);
  checkTexts(fields);

  const channel = channelOf(fields.orderDevice);
  const settings = settingsFor(tenant, fields.orderDevice);
  checkServiceType(settings, fields.serviceType);
  checkPaymentType(tenant, settings, fields.paymentType, fields.orderDevice, channel);
  const deliveryAt = scheduled ? scheduledTime(fields.deliveryAt, now, limits.orderScheduleDaysAhead) : null;

  const tableId = tableOf(tenant, fields.serviceType, fields.tableId);
  const delivers = isDeliveryService(fields.serviceType);
  const address = delivers && fields.address ? KnownAddress.parse(fields.address) : null;
  if (delivers && !address) throw fieldError('address', { kind: 'required' });
  const branch = orderBranch(tenant, fields.branchId, fields.serviceType, address);
  checkBranchHours(tenant, branch, fields.serviceType, now, deliveryAt);
  const timing = orderTiming(tenant, branch, fields.serviceType, deliveryAt, fields);

  // The spec names both lists without telling them apart: cartItems wins, basketItems is its alias.
  const items = repriceLines(
    tenant.data.catalogue.products,
    cartItems.length ? cartItems : basketItems,
    { channel, branchId: branch.id, serviceType: fields.serviceType },
    limits,
  );
  // The tariff reads the products after their own discounts, before any promo (as a promo minimum).
  const productTotal = priceOrder({ items, serviceType: fields.serviceType }).totalProductPrice;
  const delivery = address ? quoteDelivery(tenant, branch, address, productTotal) : null;
  if (delivery && productTotal < delivery.minOrderPrice) {
    throw new ApiError(400, 'DELIVERY_MIN_AMOUNT', messages.deliveryMinAmount(delivery.minOrderPrice));
  }

  const wantedPromo = promoRequested(fields);
  const promo = wantedPromo ? promoFor(tenant, settings, wantedPromo, now) : null;
  const wantedCashback = fields.cashback ?? 0;
  if (wantedCashback > 0 && !settings.cashbackActive) {
    throw new ApiError(400, 'VALIDATION', messages.cashbackNotOffered(), {}, { field: 'cashback' });
  }
  if (wantedCashback > user.cashback) {
    throw new ApiError(400, 'NOT_ENOUGH_CASHBACK', messages.cashbackNotEnough(user.cashback));
  }

  const priced = priceOrder({
    items,
    serviceType: fields.serviceType,
    deliveryPrice: delivery?.price ?? 0,
    promo,
    cashback: wantedCashback,
    serviceFee: tenant.data.orderSettings ?? null,
  });
  if (promo && priced.promoBelowMinimum) {
    throw new ApiError(400, 'PROMO_MIN_PRICE', messages.promoMinPrice(promo.minPrice));
  }
  const receipt = receiptOf(fields, user);
  // Earned at the rate of the day the order is placed; a merchant without cashback gives none.
  const earned = settings.cashbackActive
    ? cashbackEarned(priced, tenant.data.orderSettings?.cashbackPercent ?? 0)
    : 0;

  const created = new Date(now).toISOString();
  const body: NewOrder['body'] = {
    ...fields,
    merchantId: tenant.id,
    branchId: branch.id,
    // Delivery: the city of the address's zone (else the branch's); pickup and dine-in: the branch's.
    cityId: delivery?.cityId ?? branch.cityId,
    // Null when the merchant charges no service fee at all; 0 when it waives it for this order.
    servicePrice: tenant.data.orderSettings?.isServiceFeeEnabled ? priced.servicePrice : null,
    // No waiter flow exists yet: a waiter is assigned by staff, never named by the customer.
    waiterId: null,
    tableId,
    // Whatever Telegram id the body claims, only the account the customer linked with signed init data.
    telegramId,
    address,
    cartItems: items,
    basketItems: [],
    totals: {
      totalProductPrice: priced.totalProductPrice,
      totalProductDiscount: priced.totalProductDiscount,
      totalPrice: priced.totalPrice,
      totalDiscount: priced.totalDiscount,
      productPrice: priced.productPrice,
      productDiscount: priced.productDiscount,
      productCount: priced.productCount,
      deliveryPrice: priced.deliveryPrice,
      deliveryDiscount: priced.deliveryDiscount,
    },
    deliveryPrice: priced.deliveryPrice,
    deliveryDiscount: priced.deliveryDiscount,
    // The tariff the server priced with and its road-like distance, never the client's.
    deliveryTariffId: delivery?.tariffId ?? null,
    distance: delivery?.distanceKm ?? null,
    cashback: priced.cashback,
    promoId: promo?.id ?? null,
    promoCode: promo?.code ?? null,
    promo: promo?.code ?? null,
    ...receipt,
    // Only a delivery has a courier to tell.
    courierComment: delivers ? fields.courierComment?.trim() || null : null,
    deliveryAt,
    atTime: deliveryAt,
    ...timing,
    createdAt: created,
    createdDate: created,
    timestamp: now,
  };
  return {
    merchantId: tenant.id,
    userId: user.id,
    // AT_TIME is the status the spec lists for orders at a set time; the kitchen moves it on.
    status: scheduled ? 'AT_TIME' : 'CREATED',
    serviceType: fields.serviceType,
    paymentType: fields.paymentType,
    orderDevice: fields.orderDevice,
    cashback: priced.cashback,
    promo: promo
      ? {
          promoId: promo.id,
          maxUses: promo.maxUses ?? null,
          maxUsesPerCustomer: promo.maxUsesPerCustomer ?? null,
        }
      : null,
    cashbackEarned: earned,
    totalPrice: priced.totalPrice,
    body,
  };
}

/**
 * The table of a dine-in order: 1 to 9999, and required when the merchant's order settings say so
 * (isTableRequired). Other service types keep no table, whatever the client sends.
 * @throws ApiError 400 VALIDATION on tableId
 */
function tableOf(
  tenant: Tenant,
  serviceType: ServiceType,
  tableId: number | null | undefined,
): number | null {
  if (serviceType !== 'DINE_IN') return null;
  const problem = tableIdProblem(tableId, tenant.data.orderSettings?.isTableRequired ?? false);
  if (problem) throw fieldError('tableId', problem);
  return tableId ?? null;
}

/**
 * The send-receipt wish (spec: sendCheque, sendChequePhone): to the phone given, in international
 * form, else to the customer's own. Without the wish no phone is kept.
 * @throws ApiError 400 VALIDATION for a phone that is not one
 */
function receiptOf(
  fields: { sendCheque?: boolean | null; sendChequePhone?: string | null },
  user: User,
): { sendCheque: boolean; sendChequePhone: string | null } {
  if (!fields.sendCheque) return { sendCheque: false, sendChequePhone: null };
  const given = fields.sendChequePhone?.trim();
  if (given && !PhoneNumber.safeParse(given).success) {
    throw fieldError('sendChequePhone', { kind: 'phone' });
  }
  return { sendCheque: true, sendChequePhone: given || user.phone };
}
