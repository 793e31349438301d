/**
 * What a tariff answer may say beyond its price: the least the products must cost for delivery, the
 * product price above which delivery is free, the distance it priced. All optional: a tariff answer
 * without them (or with ones this version cannot read) is just a price.
 */
import { z } from 'zod';
import { Money } from '../../contract/index.ts';

const TariffTerms = z.object({
  minOrderPrice: Money.nullish().catch(null),
  freeAbove: Money.nullish().catch(null),
  distance: z.number().nonnegative().nullish().catch(null),
});

export interface DeliveryTerms {
  minOrderPrice: number | null;
  freeAbove: number | null;
  /** Kilometres. */
  distance: number | null;
}

export function tariffTerms(answer: unknown): DeliveryTerms {
  const parsed = TariffTerms.safeParse(answer);
  const data = parsed.success ? parsed.data : {};
  return {
    minOrderPrice: data.minOrderPrice ?? null,
    freeAbove: data.freeAbove ?? null,
    distance: data.distance ?? null,
  };
}
