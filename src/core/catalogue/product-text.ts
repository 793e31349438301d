/**
 * Texts every product view shows the same way: the sale unit ("500 g", "1 l"), the price of a
 * kilogram or litre, and the price pair.
 * Unit words come from the app catalogue (app.unit.*), so they follow the interface language.
 */
import { useCallback } from 'react';
import type { Product } from '../../contract/index.ts';
import { usePrice, useStorefront, useT } from '../storefront.tsx';
import { formatGrade } from '../i18n/format.ts';
import { unitPrice } from './assemble.ts';
import { baseUnitPrice } from './base-unit-price.ts';

export function useMeasureText(): (product: Pick<Product, 'measure' | 'unit'>) => string {
  const t = useT();
  return useCallback(
    (product) => {
      const amount = product.measure ?? 1;
      if (product.unit === 'COUNT' && amount === 1) return '';
      return t(`app.unit.${product.unit}`, { amount });
    },
    [t],
  );
}

/** "4,5": a product's grade in the customer's language. */
export function useGradeText(): (grade: number) => string {
  const { lang } = useStorefront();
  return useCallback((grade) => formatGrade(grade, lang), [lang]);
}

/** "10 800 so'm/l": the price of a kilogram or litre of a pack at `packPrice`, or '' for pieces. */
export function useBaseUnitPriceText(): (
  product: Pick<Product, 'measure' | 'unit'>,
  packPrice: number,
) => string {
  const t = useT();
  const price = usePrice();
  return useCallback(
    (product, packPrice) => {
      const base = baseUnitPrice(product, packPrice);
      return base ? t(`app.unit.per.${base.unit}`, { price: price(base.price) }) : '';
    },
    [t, price],
  );
}

/** The price after discount, and the price before it when there is a discount. */
export function usePriceText(): (
  costPrice: number,
  discount: number,
) => { current: string; old: string | null } {
  const price = usePrice();
  return useCallback(
    (costPrice, discount) => ({
      current: price(unitPrice(costPrice, discount)),
      old: discount > 0 ? price(costPrice) : null,
    }),
    [price],
  );
}
