/**
 * Uzum Bank as an online provider: the payment address for an order (uzum-checkout-url.ts), its
 * Merchant API webhooks at POST {base}/uzum/{check,create,confirm,reverse,status}
 * (uzum-callbacks.ts). Its development sandbox page is ../../dev/payment-sandbox/uzum-sandbox.ts.
 */
import type { Hono } from 'hono';
import type { OnlineProvider, PaymentDeps } from '../online-provider.ts';
import { uzumCallback } from './uzum-callbacks.ts';
import { uzumCheckoutUrl } from './uzum-checkout-url.ts';

function register(app: Hono, base: string, deps: PaymentDeps): void {
  // Every method: a webhook that is not POST, or names no operation, is answered 10003 in Uzum's format.
  app.all(`${base}/uzum/:operation`, async (c) => {
    const answer = await uzumCallback(
      {
        operation: c.req.param('operation'),
        method: c.req.method,
        authorization: c.req.header('authorization'),
        body: c.req.method === 'POST' ? await c.req.text() : '',
      },
      deps,
    );
    return c.json(answer.body, answer.status);
  });
}

export const uzumProvider: OnlineProvider = {
  paymentType: 'UZUM',
  checkoutUrl: uzumCheckoutUrl,
  register,
};
