/**
 * What an order's detail lists and sums: each line with its catalogue product and modifications, and
 * the totals breakdown. Pure, so the screen only renders.
 */
import { isDeliveryService, linePrice, type Order, type Product } from '../../contract/index.ts';
import type { LocalizedText } from '../../contract/index.ts';

export interface OrderLineView {
  key: string;
  productId: number;
  /** undefined when the product has left the catalogue since the order was placed. */
  name: LocalizedText | undefined;
  modifications: { id: number; name: LocalizedText | undefined; count: number }[];
  count: number;
  /** One item with its modifications after the product's discount, and the whole line. */
  unit: number;
  total: number;
}

/** Modification names by id, from every group of the product. */
function modificationNames(product: Product | undefined): Map<number, LocalizedText> {
  const names = new Map<number, LocalizedText>();
  for (const group of product?.modificationGroups ?? []) {
    for (const m of group.modifications) names.set(m.id, m.name);
  }
  return names;
}

/** The order's lines with names from the catalogue (prices stay the order's own). */
export function orderLines(
  order: Pick<Order, 'cartItems'>,
  products: ReadonlyMap<number, Product>,
): OrderLineView[] {
  return order.cartItems.map((item, index) => {
    const product = products.get(item.product.id);
    const names = modificationNames(product);
    const price = linePrice(item);
    return {
      key: `${index}-${item.product.id}`,
      productId: item.product.id,
      name: product?.name,
      modifications: item.modifications.map((m) => ({ id: m.id, name: names.get(m.id), count: m.count })),
      count: item.product.count,
      unit: price.unit,
      total: price.total,
    };
  });
}

export type TotalKey =
  'products' | 'discount' | 'promo' | 'delivery' | 'deliveryDiscount' | 'service' | 'cashback';

/** The label of a totals row; the promo's names its code ({code}) and comes with the receipt's texts. */
export const totalLabelKey = (key: TotalKey): string =>
  key === 'promo' ? 'orders.receipt.promo' : `orders.total.${key}`;

export interface TotalsView {
  /** Rows above the total, each with a message key suffix and a signed amount; zero rows are left out. */
  rows: { key: TotalKey; amount: number }[];
  total: number;
}

/**
 * The totals breakdown of spec section 9: products before discounts, their own discounts, the promo
 * code's, delivery, its discount, the service fee and cashback spent; they add up to the total.
 * Delivery shows even when free, for a delivery order, so a free delivery reads as such.
 */
const cents = (value: number) => Math.round(value * 100) / 100;

/** What the order's earned cashback is now: credited (done), still to come, or nothing to say. */
export type CashbackNote = { state: 'credited' | 'pending'; amount: number } | null;

export function cashbackNote(order: Pick<Order, 'earnedCashback' | 'status'>): CashbackNote {
  const amount = order.earnedCashback ?? 0;
  if (!(amount > 0) || order.status === 'CANCELED') return null;
  const done = order.status === 'DONE' || order.status === 'DELIVERED' || order.status === 'CLOSED';
  return { state: done ? 'credited' : 'pending', amount };
}

export function orderTotals(
  order: Pick<Order, 'totals' | 'cashback' | 'serviceType' | 'servicePrice'>,
): TotalsView {
  const totals = order.totals;
  if (!totals) return { rows: [], total: 0 };
  const rows: TotalsView['rows'] = [
    { key: 'products', amount: totals.productPrice },
    { key: 'discount', amount: -totals.productDiscount },
    // The promo's part of the products' discount (totalProductDiscount holds both).
    { key: 'promo', amount: -cents(totals.totalProductDiscount - totals.productDiscount) },
    { key: 'delivery', amount: totals.deliveryPrice },
    { key: 'deliveryDiscount', amount: -totals.deliveryDiscount },
    { key: 'service', amount: order.servicePrice ?? 0 },
    { key: 'cashback', amount: -(order.cashback ?? 0) },
  ];
  return {
    rows: rows.filter(
      (row) => row.amount !== 0 || (row.key === 'delivery' && isDeliveryService(order.serviceType)),
    ),
    total: totals.totalPrice,
  };
}
