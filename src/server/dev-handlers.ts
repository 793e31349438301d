/**
 * Development-only endpoints. createApp registers their routes only with the `devInbox` option
 * (main.ts: --dev or --dev-inbox); otherwise the paths do not exist and answer 404.
 */
import { ApiError } from './api-error.ts';
import type { Handlers } from './api-types.ts';
import { messages } from './error-messages.ts';

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
} satisfies Handlers;
