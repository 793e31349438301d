import type { PromoOffer } from '../../contract/index.ts';
import { usePrice, useT } from '../../core/storefront.tsx';
import { termLines } from './promo-texts.ts';

/** What a code gives, on one line: "−10 % on products · orders from 50 000 so'm". */
export function PromoTerms({
  offer,
}: {
  offer: Pick<PromoOffer, 'discountType' | 'productDiscount' | 'deliveryDiscount' | 'minPrice'>;
}) {
  const t = useT();
  const price = usePrice();
  const lines = termLines(offer);
  if (!lines.length) return null;
  return (
    <span className="promo__terms">
      {lines
        .map((line) =>
          'percent' in line
            ? t(line.key, { percent: line.percent })
            : t(line.key, { amount: price(line.amount) }),
        )
        .join(' · ')}
    </span>
  );
}
