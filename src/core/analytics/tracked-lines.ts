import type { BasketLine } from '../basket/basket-line.ts';
import type { TrackedLine } from './commerce-events.ts';

/** Basket lines as the analytics events name them: one entry per product, its counts summed. */
export function trackedLines(lines: readonly Pick<BasketLine, 'productId' | 'count'>[]): TrackedLine[] {
  const byProduct = new Map<number, number>();
  for (const line of lines) byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.count);
  return [...byProduct].map(([productId, quantity]) => ({ productId, quantity }));
}
