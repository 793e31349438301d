/**
 * Orders for browser tests, made through the API: a burger pickup order placed as a signed-in customer,
 * and the merchant moving an order on through the development endpoint (PUT /dev/v1/orders/:id/status,
 * which the reference server offers with --dev-inbox).
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { apiUrl, authHeaders, type ApiSession } from './accounts.ts';

/** Burger demo tenant: the Veggie burger, sold at every branch; a branch open in the suite's afternoon. */
export const BURGER_VEGGIE = 101008;
export const BURGER_BRANCH = 100011;

/** One Veggie burger to pick up at BURGER_BRANCH, paid in cash. */
export async function placeBurgerPickup(
  request: APIRequestContext,
  session: ApiSession,
): Promise<{ id: number; number: number }> {
  const response = await request.post(apiUrl('/orders/v1/orders'), {
    headers: authHeaders(session),
    data: {
      serviceType: 'PICK_UP',
      orderDevice: 'CLIENT_WEB',
      paymentType: 'CASH',
      branchId: BURGER_BRANCH,
      cartItems: [{ product: { id: BURGER_VEGGIE, count: 1, costPrice: 1 } }],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { id: number; number: number };
}

export interface OrderMove {
  status: string;
  isPaid?: boolean;
  /** The courier's speed on a delivery's map (the reference server's tracking simulation). */
  courierKmh?: number;
  /** A server of the spec's own; default the suite's. */
  origin?: string;
}

/** The merchant moves the order on: a new status, paid or not. */
export async function moveOrder(
  request: APIRequestContext,
  merchantId: number,
  id: number | string,
  { origin, ...data }: OrderMove,
): Promise<void> {
  const response = await request.put(apiUrl(`/dev/v1/orders/${id}/status`, origin), {
    headers: { merchant: String(merchantId) },
    data,
  });
  expect(response.status(), await response.text()).toBe(200);
}
