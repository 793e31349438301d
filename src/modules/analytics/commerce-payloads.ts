/**
 * What each service is told for one e-commerce event, as plain data (the calls themselves are made in
 * start-counters.ts). Each service gets its own documented shape:
 *
 * - Google Tag Manager: Google Analytics 4's e-commerce events in `dataLayer` (view_item,
 *   add_to_cart, begin_checkout, purchase with `ecommerce.items`), each after `{ ecommerce: null }`
 *   as Google asks, so one event's items never leak into the next.
 * - Yandex Metrica: its own e-commerce format (detail, add, purchase with `products`) in a container
 *   of its own (`ymDataLayer`, the counter's `ecommerce` option), so a merchant with both services
 *   never has Metrica read Google's objects twice; begin_checkout has no Metrica action. A goal
 *   named like the event (view_item, add_to_cart, begin_checkout, purchase) is reached when the
 *   merchant lists it in yandexMetricsKeys.
 * - Meta Pixel: its standard events ViewContent, AddToCart, InitiateCheckout and Purchase.
 */
import type { CommerceEvent, TrackedLine } from '../../core/analytics/commerce-events.ts';

export interface ProductFacts {
  name: string;
  /** Price of one item after the product's discount, in whole currency units. */
  price: number;
}

export type FactsOf = (productId: number) => ProductFacts | null;

interface Item {
  id: string;
  name: string;
  price: number;
  quantity: number;
}

function itemsOf(lines: readonly TrackedLine[], facts: FactsOf): Item[] {
  return lines.map(({ productId, quantity }) => {
    const known = facts(productId);
    return {
      id: String(productId),
      name: known?.name ?? String(productId),
      price: known?.price ?? 0,
      quantity,
    };
  });
}

function linesOf(event: CommerceEvent): TrackedLine[] {
  switch (event.name) {
    case 'view_item':
      return [{ productId: event.productId, quantity: 1 }];
    case 'add_to_cart':
      return [{ productId: event.productId, quantity: event.quantity }];
    default:
      return event.lines;
  }
}

const valueOf = (event: CommerceEvent, items: Item[]) =>
  event.name === 'begin_checkout' || event.name === 'purchase'
    ? event.value
    : items.reduce((sum, item) => sum + item.price * item.quantity, 0);

/** Google Analytics 4's event for Tag Manager's dataLayer. */
export function tagManagerPayload(event: CommerceEvent, facts: FactsOf, currency: string) {
  const items = itemsOf(linesOf(event), facts);
  return {
    event: event.name,
    ecommerce: {
      ...(event.name === 'purchase' ? { transaction_id: String(event.orderId) } : {}),
      currency,
      value: valueOf(event, items),
      items: items.map((item) => ({
        item_id: item.id,
        item_name: item.name,
        price: item.price,
        quantity: item.quantity,
      })),
    },
  };
}

const metricaAction = { view_item: 'detail', add_to_cart: 'add', purchase: 'purchase' } as const;

/** Metrica's e-commerce object, or null for an event Metrica has no action for. */
export function metricaPayload(event: CommerceEvent, facts: FactsOf, currency: string) {
  if (event.name === 'begin_checkout') return null;
  const products = itemsOf(linesOf(event), facts);
  const action = metricaAction[event.name];
  return {
    ecommerce: {
      currencyCode: currency,
      [action]: {
        ...(event.name === 'purchase'
          ? { actionField: { id: String(event.orderId), revenue: event.value } }
          : {}),
        products: event.name === 'view_item' ? products.map(({ quantity: _q, ...rest }) => rest) : products,
      },
    },
  };
}

const pixelEvent = {
  view_item: 'ViewContent',
  add_to_cart: 'AddToCart',
  begin_checkout: 'InitiateCheckout',
  purchase: 'Purchase',
} as const;

/** Meta Pixel's standard event name and parameters. */
export function pixelPayload(event: CommerceEvent, facts: FactsOf, currency: string) {
  const items = itemsOf(linesOf(event), facts);
  return {
    name: pixelEvent[event.name],
    parameters: {
      content_type: 'product',
      content_ids: items.map((item) => item.id),
      contents: items.map((item) => ({ id: item.id, quantity: item.quantity })),
      num_items: items.reduce((sum, item) => sum + item.quantity, 0),
      currency,
      value: valueOf(event, items),
    },
  };
}
