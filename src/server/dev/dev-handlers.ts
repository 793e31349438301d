/**
 * Development-only endpoints. createApp registers their routes only with the `devInbox` option
 * (main.ts: --dev or --dev-inbox); otherwise the paths do not exist and answer 404.
 */
import type { EndpointName } from '../../contract/index.ts';
import { ApiError } from '../base/api-error.ts';
import type { Handlers } from '../http/api-types.ts';
import { messages } from '../base/error-messages.ts';
import { idParam } from '../http/path-params.ts';
import { changeOrderStatus } from '../orders/order-status-change.ts';
import { BotOutbox } from '../notifications/bot-outbox.ts';

/** Endpoints that exist only in development (createApp leaves them out otherwise). */
export const devOnlyEndpoints = [
  'devInbox',
  'devOrderStatus',
  'devBotMessages',
  'devWaiterAnswer',
] as const satisfies readonly EndpointName[];

export const devHandlers = {
  // The codes the server would have sent by SMS, newest first (every merchant; ?phone= narrows).
  devInbox: ({ query, services }) => {
    // Second line of defence: without the option the outbox keeps nothing to show.
    if (!services.outbox.inboxEnabled) {
      throw new ApiError(404, 'NOT_FOUND', messages.routeNotFound('GET /api/dev/v1/inbox'));
    }
    return services.outbox.recent(query.phone).map((sent) => ({
      phone: sent.phone,
      code: sent.code,
      sentAt: new Date(sent.sentAt).toISOString(),
    }));
  },

  // There is no back office here to accept, cook and deliver orders: demos and browser tests move
  // them by hand, to show the active and archive lists. No token: like the inbox, a developer's tool.
  // A delivery also gets a simulated courier that drives once the order is ON_WAY.
  devOrderStatus: async ({ tenant, params, body, db, services }) => {
    // Second line of defence, as above: the inbox option is the server's development switch.
    if (!services.outbox.inboxEnabled) {
      throw new ApiError(404, 'NOT_FOUND', messages.routeNotFound('PUT /api/dev/v1/orders/{id}/status'));
    }
    const id = idParam(params, 'id');
    const stored = await db.orders.find(id);
    if (!stored || stored.merchantId !== tenant.id) {
      throw new ApiError(404, 'ORDER_NOT_FOUND', messages.orderNotFound(id));
    }
    // The console moves orders the same way (orders/order-status-change.ts).
    const order = await changeOrderStatus({ tenant, db, now: services.now() }, stored, {
      status: body.status,
      isPaid: body.isPaid,
      courierKmh: body.courierKmh,
    });
    if (!order) throw new ApiError(404, 'ORDER_NOT_FOUND', messages.orderNotFound(id));
    return order;
  },

  // What the merchant's bot would have told customers in their chats (notifications/bot-outbox.ts):
  // the reference server sends nothing to Telegram. Like the inbox, a developer's tool.
  devBotMessages: async ({ tenant, db, services }) => {
    if (!services.outbox.inboxEnabled) {
      throw new ApiError(404, 'NOT_FOUND', messages.routeNotFound('GET /api/dev/v1/bot-messages'));
    }
    return (await new BotOutbox(db.kysely).list(tenant.id)).map((message) => ({
      chatId: message.chatId,
      orderId: message.orderId,
      text: message.text,
      createdAt: new Date(message.createdAt).toISOString(),
    }));
  },
} satisfies Handlers;
