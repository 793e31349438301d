/**
 * The deliveries endpoints: the delivery price of a point (tariff) and the courier of an order.
 *
 * - tariff: the body's branch must exist, be active and deliver; the price comes from tariff-quote.ts
 *   (the body's `distance` is ignored, the server measures). The products' price is the client's word
 *   here: the answer is a quote, and the order is priced again from the catalogue.
 * - courier: {id} is the order's id (decision: the spec does not say; the storefront knows the order,
 *   not the courier). Only the order's owner gets an answer; anyone else gets 404 as if the order did
 *   not exist. Before a courier is assigned the answer is 404 COURIER_NOT_ASSIGNED.
 */
import { type CourierStatus } from '../../contract/index.ts';
import { sessionOf } from '../accounts/handler-support.ts';
import { idParam } from '../http/path-params.ts';
import { ApiError } from '../base/api-error.ts';
import type { Handlers } from '../http/api-types.ts';
import { messages } from '../base/error-messages.ts';
import { orderBranch } from './order-branch.ts';
import { courierNow, simulatedPerson } from './simulated-courier.ts';
import { quoteDelivery } from './tariff-quote.ts';

export const deliveryHandlers = {
  tariff: ({ tenant, body }) => {
    const branch = orderBranch(tenant, body.branchId, 'DELIVERY', null);
    const quote = quoteDelivery(tenant, branch, body, body.productPrice);
    return {
      price: quote.price,
      deliveryTariffId: quote.tariffId,
      distance: quote.distanceKm,
      regionId: quote.regionId,
      minOrderPrice: quote.minOrderPrice,
      freeAbove: quote.freeAbove,
      free: quote.free,
      outOfZone: quote.outOfZone,
    };
  },

  courier: async ({ tenant, params, session, db, services }) => {
    const id = idParam(params, 'id');
    const stored = await db.orders.find(id);
    if (!stored || stored.merchantId !== tenant.id || stored.userId !== sessionOf(session).user.id) {
      throw new ApiError(404, 'ORDER_NOT_FOUND', messages.orderNotFound(id));
    }
    const { order, courier } = stored;
    const status: CourierStatus | null = courier.status;
    if (courier.id === null || status === null || !order.address) {
      throw new ApiError(404, 'COURIER_NOT_ASSIGNED', messages.courierNotAssigned(id));
    }
    const branch = tenant.data.branches.items.find((b) => b.id === order.branchId);
    const now = services.now();
    const view = courierNow({ ...courier, status }, branch ?? order.address, order.address, now);
    const person = simulatedPerson(courier.id, branch?.phone);
    return {
      id: courier.id,
      balance: 0,
      branch: order.branchId ?? null,
      orderId: order.id,
      name: person.name,
      phone: person.phone,
      latitude: view.position?.latitude ?? null,
      longitude: view.position?.longitude ?? null,
      updatedAt: new Date(now).toISOString(),
      courierStatus: view.status,
      arrivesAt: view.arrivesAt === null ? null : new Date(view.arrivesAt).toISOString(),
      route: view.route,
    };
  },
} satisfies Handlers;
