/** Development only: what demos and tests use to see sent codes and messages and move orders on. */
import { z } from 'zod';
import { OrderStatus } from '../enums.ts';
import { Order } from '../commerce.ts';
import { Id } from '../primitives.ts';
import { def } from './define.ts';

export const devEndpoints = {
  devInbox: def({
    method: 'GET',
    path: '/dev/v1/inbox',
    query: z.object({ phone: z.string().optional() }),
    response: z.array(z.object({ phone: z.string(), code: z.string(), sentAt: z.string() })),
    summary: 'Development only: the codes the server would have sent by SMS',
  }),
  devOrderStatus: def({
    method: 'PUT',
    path: '/dev/v1/orders/{id}/status',
    body: z.object({
      status: OrderStatus,
      isPaid: z.boolean().optional(),
      /** The simulated courier's speed for this order (default 25 km/h): demos and tests go faster. */
      courierKmh: z.number().positive().max(2000).optional(),
    }),
    response: Order,
    summary:
      'Development only: move an order to another status (and mark it paid; a delivery gets a simulated courier), for demos and tests',
  }),
  devBotMessages: def({
    method: 'GET',
    path: '/dev/v1/bot-messages',
    response: z.array(z.object({ chatId: z.string(), orderId: Id, text: z.string(), createdAt: z.string() })),
    summary:
      "Development only: the messages the merchant's Telegram bot would have sent to customers' chats, oldest first",
  }),
} as const;
