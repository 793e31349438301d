/**
 * Price per kilogram or litre of weighed and poured goods, so a 400 g pack and a 1 kg pack can be
 * compared, as shops show it on the shelf. A product is sold in packs of `measure` units (`unit`:
 * KG, LITER, GRAMM, COUNT; spec section 3); grams are priced per kilogram. Pieces have no base unit,
 * and a pack of exactly one kilogram or litre already shows that price.
 */
import type { Product } from '../../contract/index.ts';

export type BaseUnit = 'KG' | 'LITER';

export interface BaseUnitPrice {
  unit: BaseUnit;
  /** Whole so'm (tenge) per kilogram or litre. */
  price: number;
}

/** How many base units one pack holds, or null for goods sold by the piece. */
function packSize(product: Pick<Product, 'unit' | 'measure'>): { unit: BaseUnit; size: number } | null {
  const measure = product.measure ?? 1;
  if (!(measure > 0)) return null;
  switch (product.unit) {
    case 'KG':
      return { unit: 'KG', size: measure };
    case 'LITER':
      return { unit: 'LITER', size: measure };
    case 'GRAMM':
      return { unit: 'KG', size: measure / 1000 };
    case 'COUNT':
      return null;
  }
}

/**
 * The price of one kilogram or litre at this pack's price, or null when there is nothing to compare
 * (pieces, or a pack of exactly one base unit).
 * @param packPrice the price of one pack, after discount
 */
export function baseUnitPrice(
  product: Pick<Product, 'unit' | 'measure'>,
  packPrice: number,
): BaseUnitPrice | null {
  const pack = packSize(product);
  if (!pack || pack.size === 1) return null;
  return { unit: pack.unit, price: Math.round(packPrice / pack.size) };
}
