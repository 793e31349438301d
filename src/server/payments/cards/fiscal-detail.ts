/**
 * The fiscal detail of a Payme receipt (receipts.create `detail`) for an order, line by line, as
 * Payme's receipt detail asks for it: each item's title, unit price in tiyin, count, classifier code
 * (MXIK/IKPU), package code and VAT percent, with the line's discount; the delivery as `shipping`.
 *
 * Decisions:
 * - Prices are the order's own (the server repriced its lines when it was placed): unit price before
 *   the product's percent discount, that discount as the line's `discount` (for all its units).
 * - The title is the product's Russian name (else Uzbek, else English), its options in brackets, cut
 *   at 128 characters: fiscal receipts in Uzbekistan are printed in Russian or Uzbek.
 * - code and package_code: the product's `mxicCode` and `packageCode`, else the merchant's defaults
 *   (payment-providers.json, payme.fiscal); a line with neither is refused (no invented tax code).
 *   vat_percent: the merchant's `vatPercent` (default 12, the standard rate).
 * - The service fee is an item of its own, with the merchant's default code.
 * - What the order takes off as a whole (a promo, the cashback spent) is spread over the product lines
 *   as extra discount, in proportion to what each line costs, so the lines add up to the amount paid,
 *   as Payme checks they do.
 */
import { linePrice, type Order, type Product } from '../../../contract/index.ts';
import type { PaymeFiscal } from '../../../contract/payment-providers.ts';
import { ApiError } from '../../base/api-error.ts';
import { namesOf } from '../../base/localized-names.ts';
import { tiyinOf } from '../payment-store.ts';
import { cardMessages } from './card-messages.ts';
import type { ReceiptDetail, ReceiptItem } from './subscribe-api.ts';

/** Uzbekistan's standard VAT rate, percent, when the merchant sets none. */
export const DEFAULT_VAT_PERCENT = 12;
const MAX_TITLE = 128;

const SERVICE_FEE_TITLE = 'Сервисный сбор';
const SHIPPING_TITLE = 'Доставка';

const title = (text: string) => (text.length > MAX_TITLE ? `${text.slice(0, MAX_TITLE - 1)}…` : text);

/** A line's name with its chosen options: "Классик бургер (Большой, Сыр ×2)". */
function lineTitle(product: Product | undefined, item: Order['cartItems'][number]): string {
  if (!product) return `#${item.product.id}`;
  const options = item.modifications.map((chosen) => {
    const modification = product.modificationGroups
      .flatMap((g) => g.modifications)
      .find((m) => m.id === chosen.id);
    const name = modification ? namesOf(modification.name).ru : `#${chosen.id}`;
    return chosen.count > 1 ? `${name} ×${chosen.count}` : name;
  });
  const name = namesOf(product.name).ru;
  return options.length ? `${name} (${options.join(', ')})` : name;
}

/** What one item adds to the receipt, tiyin. */
const net = (item: ReceiptItem) => item.price * item.count - (item.discount ?? 0);

/**
 * Takes `amount` tiyin off the items as extra discount, in proportion to their net (largest remainder),
 * never more than an item is worth. Returns what could not be taken.
 */
function spreadDiscount(items: ReceiptItem[], amount: number): number {
  const total = items.reduce((sum, item) => sum + net(item), 0);
  if (amount <= 0 || total <= 0) return amount;
  const take = Math.min(amount, total);
  const shares = items.map((item) => (take * net(item)) / total);
  const whole = shares.map(Math.floor);
  let left = take - whole.reduce((a, b) => a + b, 0);
  const order = shares
    .map((share, i) => ({ i, rest: share - Math.floor(share) }))
    .sort((a, b) => b.rest - a.rest);
  for (const { i } of order) {
    if (left <= 0) break;
    if (whole[i]! < net(items[i]!)) {
      whole[i]! += 1;
      left -= 1;
    }
  }
  items.forEach((item, i) => {
    item.discount = (item.discount ?? 0) + whole[i]!;
  });
  return amount - take + left;
}

/**
 * The receipt detail of an order that pays `amount` tiyin.
 * @throws ApiError 400 FISCAL_CODE_MISSING when a line has no classifier or package code
 * @throws Error when the order's lines cannot make up the amount (its totals disagree with its lines)
 */
export function receiptDetail(
  order: Order,
  products: ReadonlyMap<number, Product>,
  fiscal: PaymeFiscal | undefined,
  amount: number,
): ReceiptDetail {
  const vat = fiscal?.vatPercent ?? DEFAULT_VAT_PERCENT;
  const codesOf = (product: Product | undefined, name: string) => {
    const code = product?.mxicCode ?? fiscal?.mxikCode;
    const packageCode = product?.packageCode ?? fiscal?.packageCode;
    if (!code || !packageCode) {
      throw new ApiError(400, 'FISCAL_CODE_MISSING', cardMessages.fiscalMissing(name));
    }
    return { code, package_code: packageCode };
  };

  const lines: ReceiptItem[] = order.cartItems.map((item) => {
    const product = products.get(item.product.id);
    const name = lineTitle(product, item);
    const price = linePrice(item);
    const unit = tiyinOf(price.unitBefore);
    const discount = unit * item.product.count - tiyinOf(price.total);
    return {
      title: title(name),
      price: unit,
      count: item.product.count,
      ...codesOf(product, name),
      vat_percent: vat,
      ...(discount > 0 ? { discount } : {}),
    };
  });

  const fee = tiyinOf(order.servicePrice ?? 0);
  const extras: ReceiptItem[] =
    fee > 0
      ? [
          {
            title: SERVICE_FEE_TITLE,
            price: fee,
            count: 1,
            ...codesOf(undefined, SERVICE_FEE_TITLE),
            vat_percent: vat,
          },
        ]
      : [];
  const deliveryPrice = order.totals?.deliveryPrice ?? order.deliveryPrice ?? 0;
  const deliveryDiscount = order.totals?.deliveryDiscount ?? order.deliveryDiscount ?? 0;
  let shipping = Math.max(0, tiyinOf(deliveryPrice) - tiyinOf(deliveryDiscount));

  const items = [...lines, ...extras];
  const before = items.reduce((sum, item) => sum + net(item), 0) + shipping;
  let over = before - amount;
  if (over < 0) {
    throw new Error(`order ${order.id}: its lines add up to ${before} tiyin, less than the ${amount} paid`);
  }
  over = spreadDiscount(lines, over);
  over = spreadDiscount(extras, over);
  if (over > 0) {
    const fromShipping = Math.min(over, shipping);
    shipping -= fromShipping;
    over -= fromShipping;
  }
  if (over > 0) throw new Error(`order ${order.id}: ${over} tiyin of discount has no line to go on`);

  return {
    receipt_type: 0,
    ...(shipping > 0 ? { shipping: { title: SHIPPING_TITLE, price: shipping } } : {}),
    items,
  };
}
