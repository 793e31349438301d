/**
 * What the promo screens say about a code, as message keys and values: why the server refused it
 * (spec section 5, in the storefront's own words for each of its languages; the server speaks only
 * ru, uz and eng) and what it gives.
 */
import type { PromoOffer } from '../../contract/index.ts';

const refusals: Record<string, string> = {
  PROMO_NOT_FOUND: 'promo.refusal.notFound',
  PROMO_NOT_ACTIVE: 'promo.refusal.notActive',
  PROMO_NOT_STARTED: 'promo.refusal.notStarted',
  PROMO_EXPIRED: 'promo.refusal.expired',
  PROMO_USED_UP: 'promo.refusal.usedUp',
  PROMO_CUSTOMER_LIMIT: 'promo.refusal.customerLimit',
};

/** The message key of a refusal the server gave, or null for another failure (its own text shows). */
export const refusalKey = (code: string | undefined): string | null =>
  (code !== undefined && refusals[code]) || null;

/** A code's refusals end its use at checkout; other failures (no network) leave it as it was. */
export const isRefusal = (code: string | undefined): boolean => refusalKey(code) !== null;

/** One line of what a code gives: a message key and either a percent or an amount of money. */
export type TermLine = { key: string; percent: number } | { key: string; amount: number };

/** What the code gives: its product and delivery discounts and its minimum, in that order. */
export function termLines(
  offer: Pick<PromoOffer, 'discountType' | 'productDiscount' | 'deliveryDiscount' | 'minPrice'>,
): TermLine[] {
  const lines: TermLine[] = [];
  const percent = offer.discountType === 'PERCENTAGE';
  if (offer.productDiscount > 0)
    lines.push(
      percent
        ? { key: 'promo.terms.productPercent', percent: offer.productDiscount }
        : { key: 'promo.terms.productAmount', amount: offer.productDiscount },
    );
  if (offer.deliveryDiscount > 0)
    lines.push(
      percent
        ? { key: 'promo.terms.deliveryPercent', percent: offer.deliveryDiscount }
        : { key: 'promo.terms.deliveryAmount', amount: offer.deliveryDiscount },
    );
  if (offer.minPrice > 0) lines.push({ key: 'promo.terms.minPrice', amount: offer.minPrice });
  return lines;
}

/** A code that discounts only the delivery gives nothing to a pickup or dine-in order. */
export const onlyDelivery = (offer: Pick<PromoOffer, 'productDiscount' | 'deliveryDiscount'>): boolean =>
  offer.productDiscount <= 0 && offer.deliveryDiscount > 0;
