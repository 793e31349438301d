/**
 * An order's lines checked against the tenant's catalogue and repriced from it. The client's prices
 * and discounts are never kept: only product ids, counts and chosen modification ids come from it.
 *
 * - Express (EXPRESS_24) sells only products with enabledExpress, at their expressPrice (else their
 *   cost price); the product's percent discount still applies.
 * - Stock (decision: the spec names `count` without a rule): a product whose `count` is set has that
 *   many left; null means the merchant does not count it. All lines of one product together may not
 *   exceed it ('Not enough products! Maximum amount: N').
 */
import {
  costPriceFor,
  productServes,
  type CartItem,
  type ClientType,
  type Product,
  type ServiceType,
} from '../../contract/index.ts';
import { ApiError } from '../base/api-error.ts';
import { messages } from '../base/error-messages.ts';
import { namesOf } from '../base/localized-names.ts';
import type { Limits } from '../base/limits.ts';

/** The limits an order's size keeps (base/limits.ts). */
export type OrderSizeLimits = Pick<Limits, 'orderLines' | 'orderLineQuantity' | 'orderQuantity'>;

/** What decides whether a product can be sold in this order. */
export interface LineContext {
  /** The channel the order comes from (a product's `systems` may leave some out). */
  channel: ClientType;
  branchId: number;
  serviceType: ServiceType;
}

const indexes = new WeakMap<readonly Product[], Map<number, Product>>();
/** Products by id, built once per loaded catalogue (the grocery tenant has thousands). */
function productIndex(products: readonly Product[]): Map<number, Product> {
  let index = indexes.get(products);
  if (!index) indexes.set(products, (index = new Map(products.map((p) => [p.id, p]))));
  return index;
}

/**
 * Sold here and now: active, available, offered in the channel, for delivery when delivering, and at
 * the branch when the product lists branches (a product that lists none is sold everywhere, as the
 * storefront's catalogue assembly decides).
 */
function sellable(product: Product, ctx: LineContext): boolean {
  if (!product.active || !product.isAvailable) return false;
  if (product.systems.length > 0 && !product.systems.includes(ctx.channel)) return false;
  if (!productServes(product, ctx.serviceType)) return false;
  if (product.productBranch.length === 0) return true;
  return product.productBranch.some((pb) => pb.isActive && pb.branchId === ctx.branchId);
}

/** One line with the catalogue's cost price, discount and modification prices. */
function repriceLine(product: Product, item: CartItem, ctx: LineContext, limits: OrderSizeLimits): CartItem {
  const name = namesOf(product.name);
  const tooMany = () =>
    new ApiError(400, 'ORDER_LINE_TOO_MANY', messages.orderLineTooMany(name, limits.orderLineQuantity));
  if (item.product.count > limits.orderLineQuantity) throw tooMany();
  const seen = new Set<number>();
  const chosenPerGroup = new Map<number, number>();
  const modifications = item.modifications.map((chosen) => {
    const group = product.modificationGroups.find((g) => g.modifications.some((m) => m.id === chosen.id));
    const modification = group?.modifications.find((m) => m.id === chosen.id);
    const wrongGroup =
      chosen.groupId !== null && chosen.groupId !== undefined && chosen.groupId !== group?.id;
    if (!group || !modification || wrongGroup || seen.has(chosen.id)) {
      throw new ApiError(400, 'MODIFICATION_INVALID', messages.modificationInvalid(name, chosen.id));
    }
    // Sold out by the staff (stop-list/), everywhere or at this branch.
    if (!modification.isAvailable || modification.unavailableBranchIds.includes(ctx.branchId)) {
      throw new ApiError(
        400,
        'PRODUCT_NOT_AVAILABLE',
        messages.optionNotAvailable(name, namesOf(modification.name)),
      );
    }
    if (chosen.count > limits.orderLineQuantity) throw tooMany();
    seen.add(chosen.id);
    chosenPerGroup.set(group.id, (chosenPerGroup.get(group.id) ?? 0) + 1);
    return { id: modification.id, groupId: group.id, price: modification.price, count: chosen.count };
  });
  // Like the product screen: a group counts distinct choices, between its minSelect and maxSelect.
  for (const group of product.modificationGroups) {
    const count = chosenPerGroup.get(group.id) ?? 0;
    if (count < group.minSelect || count > group.maxSelect) {
      throw new ApiError(
        400,
        'MODIFICATION_INVALID',
        messages.modificationCount(namesOf(group.name), group.minSelect, group.maxSelect),
      );
    }
  }
  return {
    product: {
      id: product.id,
      count: item.product.count,
      costPrice: costPriceFor(product, ctx.serviceType),
      discount: product.discount,
    },
    modifications,
  };
}

/**
 * The order's size within the limits: lines, and items all lines together (each line's own limit is
 * checked with its product, whose name the error gives).
 * @throws ApiError 400 EMPTY_CART, ORDER_TOO_MANY_LINES or ORDER_TOO_MANY_ITEMS
 */
function checkSize(items: readonly CartItem[], limits: OrderSizeLimits): void {
  if (items.length === 0) throw new ApiError(400, 'EMPTY_CART', messages.emptyOrder());
  if (items.length > limits.orderLines) {
    throw new ApiError(400, 'ORDER_TOO_MANY_LINES', messages.orderTooManyLines(limits.orderLines));
  }
  const quantity = items.reduce((sum, item) => sum + item.product.count, 0);
  if (quantity > limits.orderQuantity) {
    throw new ApiError(400, 'ORDER_TOO_MANY_ITEMS', messages.orderTooManyItems(limits.orderQuantity));
  }
}

/**
 * Stock: the lines of each counted product together within its count.
 * @throws ApiError 400 NOT_ENOUGH_PRODUCTS naming the product and how many are left
 */
function checkStock(index: ReadonlyMap<number, Product>, items: readonly CartItem[]): void {
  const wanted = new Map<number, number>();
  for (const item of items) {
    wanted.set(item.product.id, (wanted.get(item.product.id) ?? 0) + item.product.count);
  }
  for (const [id, count] of wanted) {
    const product = index.get(id);
    const left = product?.count;
    if (product && left !== null && left !== undefined && count > left) {
      throw new ApiError(400, 'NOT_ENOUGH_PRODUCTS', messages.notEnoughProducts(namesOf(product.name), left));
    }
  }
}

/**
 * The lines of an order as the server prices them.
 * @throws ApiError 400 EMPTY_CART, ORDER_TOO_MANY_LINES, ORDER_TOO_MANY_ITEMS, ORDER_LINE_TOO_MANY,
 * PRODUCT_NOT_AVAILABLE, MODIFICATION_INVALID or NOT_ENOUGH_PRODUCTS
 */
export function repriceLines(
  products: readonly Product[],
  items: readonly CartItem[],
  ctx: LineContext,
  limits: OrderSizeLimits,
): CartItem[] {
  checkSize(items, limits);
  const index = productIndex(products);
  const lines = items.map((item) => {
    const product = index.get(item.product.id);
    if (!product || !sellable(product, ctx)) {
      const name = product
        ? namesOf(product.name)
        : { ru: `#${item.product.id}`, uz: `#${item.product.id}`, eng: `#${item.product.id}` };
      throw new ApiError(400, 'PRODUCT_NOT_AVAILABLE', messages.productNotAvailable(name));
    }
    return repriceLine(product, item, ctx, limits);
  });
  checkStock(index, lines);
  return lines;
}
