/**
 * Order bodies as the storefront's checkout sends them (src/modules/checkout/order-request.ts), for
 * the order tenant of tests/support/server/orders/test-orders.ts: a burger with its size (and cheese on every
 * other order) and one to three fries, picked up at branch 1 and paid in cash, with the totals the
 * customer saw. The baskets vary a little, as real ones do; the server reprices each from its catalogue.
 */
import type { CartItem } from '../../src/contract/index.ts';
import { priceOrder } from '../../src/contract/pricing.ts';
import { buildOrderRequest, type OrderRequestBody } from '../../src/modules/checkout/order-request.ts';
import { orderCatalogue } from '../../tests/support/server/orders/test-orders.ts';

/** The tenant's pickup branch. */
const PICKUP_BRANCH = 1;

function product(id: number) {
  const found = orderCatalogue.products.find((p) => p.id === id);
  if (!found) throw new Error(`product ${id} is not in the order tenant's catalogue`);
  return { id, costPrice: found.costPrice, discount: found.discount ?? 0 };
}

const burger = product(100);
const fries = product(101);
/** Modifications 11 (regular size, free) and 21 (cheese). */
const regularSize = { id: 11, groupId: 1, price: 0, count: 1 };
const cheese = { id: 21, groupId: 2, price: 3000, count: 1 };

/** The n-th order's body (n picks the basket; the same n gives the same body). */
export function pickupOrderBody(merchantId: number, n: number): OrderRequestBody {
  const items: CartItem[] = [
    {
      product: { ...burger, count: 1 },
      modifications: n % 2 === 0 ? [regularSize] : [regularSize, cheese],
    },
    { product: { ...fries, count: 1 + (n % 3) }, modifications: [] },
  ];
  return buildOrderRequest({
    items,
    totals: priceOrder({ items, serviceType: 'PICK_UP' }),
    serviceType: 'PICK_UP',
    branchId: PICKUP_BRANCH,
    paymentType: 'CASH',
    orderDevice: 'CLIENT_WEB',
    merchantId,
    comment: n % 5 === 0 ? 'Без лука, пожалуйста' : '',
    tableNumber: '',
    receiver: null,
    telegramId: null,
  });
}
