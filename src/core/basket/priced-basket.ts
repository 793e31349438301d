/**
 * The basket as the customer sees it: every stored line matched with today's catalogue and priced
 * with the shared order pricing (spec section 9). A line whose product left the menu, is sold out,
 * or whose chosen modifications no longer exist is kept and flagged, never silently dropped: the
 * customer decides to remove it.
 */
import type { CartItem, Modification, Product, ServiceType } from '../../contract/index.ts';
import {
  costPriceFor,
  linePrice,
  priceOrder,
  type LinePrice,
  type PricedOrder,
} from '../../contract/pricing.ts';
import { keyOfLine, type BasketLine } from './basket-line.ts';
import { stockOf } from './stock.ts';

/**
 * Why a line cannot be ordered as it is. 'tooMany': its product's lines together exceed the stock
 * left (the line stays priced, so the customer can lower the count instead of removing it).
 */
export type LineProblem = 'gone' | 'unavailable' | 'changed' | 'tooMany';

export interface PricedLine {
  key: string;
  line: BasketLine;
  product: Product | null;
  modifications: Modification[];
  /** Null when the line cannot be ordered (see problem). */
  price: LinePrice | null;
  /** The line as an order request carries it; null when it cannot be ordered. */
  item: CartItem | null;
  problem: LineProblem | null;
  /** With 'tooMany': how many of the product are left. */
  maximum?: number;
}

export interface PricedBasket {
  lines: PricedLine[];
  /** The orderable lines as the order request carries them. */
  items: CartItem[];
  totals: PricedOrder;
  /** Some line cannot be ordered: the customer must remove it first. */
  hasProblems: boolean;
}

function chosenModifications(product: Product, ids: readonly number[]): Modification[] | null {
  const chosen: Modification[] = [];
  for (const group of product.modificationGroups) {
    const inGroup = group.modifications.filter((m) => ids.includes(m.id));
    if (inGroup.length < group.minSelect || inGroup.length > group.maxSelect) return null;
    chosen.push(...inGroup);
  }
  return chosen.length === ids.length ? chosen : null;
}

function priceLine(
  line: BasketLine,
  productsById: ReadonlyMap<number, Product>,
  serviceType: ServiceType,
): PricedLine {
  const key = keyOfLine(line);
  const product = productsById.get(line.productId) ?? null;
  const blocked = (problem: LineProblem): PricedLine => ({
    key,
    line,
    product,
    modifications: [],
    price: null,
    item: null,
    problem,
  });
  if (!product) return blocked('gone');
  if (!product.isAvailable) return blocked('unavailable');
  const modifications = chosenModifications(product, line.modificationIds);
  if (!modifications) return blocked('changed');
  // An option the staff stopped: the server would refuse the line as it is.
  if (modifications.some((m) => !m.isAvailable)) return blocked('unavailable');
  const item = cartItemOf(line, product, modifications, serviceType);
  return { key, line, product, modifications, price: linePrice(item), item, problem: null };
}

/** The line as an order carries it, at the service's price (express: the product's expressPrice). */
function cartItemOf(
  line: BasketLine,
  product: Product,
  modifications: Modification[],
  serviceType: ServiceType,
): CartItem {
  const groupOf = (id: number) =>
    product.modificationGroups.find((g) => g.modifications.some((m) => m.id === id));
  return {
    product: {
      id: product.id,
      count: line.count,
      costPrice: costPriceFor(product, serviceType),
      discount: product.discount,
    },
    modifications: modifications.map((m) => ({
      id: m.id,
      groupId: groupOf(m.id)?.id ?? null,
      price: m.price,
      count: 1,
    })),
  };
}

/** Lines of a product whose lines together exceed its stock are flagged 'tooMany'. */
function markOverStock(priced: PricedLine[]): PricedLine[] {
  const wanted = new Map<number, number>();
  for (const { line, problem } of priced) {
    if (problem === null) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.count);
  }
  return priced.map((entry) => {
    const left = entry.product ? stockOf(entry.product) : null;
    const over = entry.problem === null && left !== null && (wanted.get(entry.line.productId) ?? 0) > left;
    return over ? { ...entry, problem: 'tooMany', maximum: left } : entry;
  });
}

export function priceBasket(
  lines: readonly BasketLine[],
  productsById: ReadonlyMap<number, Product>,
  serviceType: ServiceType = 'PICK_UP',
): PricedBasket {
  const priced = markOverStock(lines.map((line) => priceLine(line, productsById, serviceType)));
  const items = priced.flatMap((p) => (p.item ? [p.item] : []));
  return {
    lines: priced,
    items,
    totals: priceOrder({ items, serviceType }),
    hasProblems: priced.some((p) => p.problem !== null),
  };
}
