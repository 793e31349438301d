import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Order } from '../../contract/index.ts';
import { track } from '../../core/analytics/commerce-events.ts';
import type { ApiError } from '../../core/api/api-error.ts';
import { useApiMutation } from '../../core/api/use-api-mutation.ts';
import { useBasket } from '../../core/basket/use-basket.ts';
import { notify } from '../../core/notify.ts';
import { awaitsOnlinePayment, useOnlinePayment } from '../../core/payments/online-payment.ts';
import { orderFingerprint } from '../../core/order-draft/order-key.ts';
import { useOrderDraft } from '../../core/order-draft/use-order-draft.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { endpointFor, type OrderRequestBody } from './order-request.ts';
import { placedNotice } from './placed-notice.ts';
import { trackedLines } from '../../core/analytics/tracked-lines.ts';

export interface PlaceOrder {
  /**
   * Places the order; `afterPlace` (the chosen payment option's step, e.g. charging a saved card) runs
   * once it exists, before the order's page opens. Resolves to the server's refusal, if any (a form
   * shows one that names a field under that field).
   */
  place: (
    request: OrderRequestBody,
    afterPlace?: (order: Order) => Promise<void>,
  ) => Promise<ApiError | null>;
  placing: boolean;
  /** The order went through: the screen is on its way to the order. */
  placed: boolean;
  /** The server's description in the customer's language (the API client picks it). */
  error: string | null;
}

/**
 * Sends the order once (a second press while it is on its way does nothing), with an Idempotency-Key
 * kept in the order draft: pressing again after a time-out or a lost answer, or after a reload, sends
 * the same key with the same body, and the server answers with the order it already made.
 * An order for a set time (later=true with deliveryAt) goes to orders/at-time, any other to orders.
 * On success (spec sections 4 and 8): the basket and the draft's comment, set time, promo code,
 * cashback and key are cleared, the order lists are refreshed, a notice that agrees with the order's
 * status shows in the customer's language (placed-notice.ts: "sent, waiting for confirmation" for a new
 * order, 'Tasdiqlandi' / 'Buyurtmangiz tasdiqlandi' once confirmed; with the set time, "for 14:30,
 * 09.06") and the order's page opens. On failure everything the customer entered stays,
 * with the server's reason. An order paid online then goes to the provider's page (the order's page
 * stays behind it: the provider sends the customer back there, where "Pay" waits if it was not paid).
 */
export function usePlaceOrder(): PlaceOrder {
  const { merchant } = useStorefront();
  const { run: orderNow } = useApiMutation('orderCreate');
  const { run: orderAtTime } = useApiMutation('orderCreateAtTime');
  const basket = useBasket();
  const draft = useOrderDraft();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useT();
  const online = useOnlinePayment();
  const inFlight = useRef(false);
  const [state, setState] = useState<{ placing: boolean; placed: boolean; error: string | null }>({
    placing: false,
    placed: false,
    error: null,
  });

  const place = useCallback(
    async (request: OrderRequestBody, afterPlace?: (order: Order) => Promise<void>) => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setState({ placing: true, placed: false, error: null });
      const key = draft.keyForOrder(orderFingerprint(request));
      const send = endpointFor(request) === 'orderCreateAtTime' ? orderAtTime : orderNow;
      const [failure, order] = await send({ body: request, headers: { 'Idempotency-Key': key } });
      // The key went with another body before (it should not happen: the draft keeps the body's
      // fingerprint); the next press makes a new one.
      if (failure?.code === 'IDEMPOTENCY_KEY_REUSED') draft.forgetOrderKey();
      if (failure) {
        inFlight.current = false;
        // The promo code went out of use since it was checked (used up, expired): its field checks it
        // again (the promo module's ['promo-check', merchantId] query) and says why in its own words.
        if (failure.code?.startsWith('PROMO_'))
          void queryClient.invalidateQueries({ queryKey: ['promo-check', merchant.id] });
        setState({ placing: false, placed: false, error: failure.message });
        return failure;
      }
      // The order exists: the payment option's own step (a saved card is charged) runs while the
      // button still says "placing" (and another press does nothing), and reports its outcome itself.
      // The order's page opens either way.
      // A step that throws (it should report, not throw) must not keep the customer from the order.
      if (afterPlace) await afterPlace(order).catch(() => undefined);
      inFlight.current = false;
      // Placed first, so the emptied basket does not send the screen back to the basket.
      setState({ placing: false, placed: true, error: null });
      track({
        name: 'purchase',
        orderId: order.id,
        lines: trackedLines(basket.lines),
        value: order.totals?.totalPrice ?? 0,
      });
      basket.clear();
      draft.clearAfterOrder();
      // Every order list is keyed under ['orders', merchantId] (the orders module); the cashback
      // balance (['me', merchantId]) changed if the order spent some, and the promo lists their uses.
      void queryClient.invalidateQueries({ queryKey: ['orders', merchant.id] });
      void queryClient.invalidateQueries({ queryKey: ['me', merchant.id] });
      void queryClient.invalidateQueries({ queryKey: ['promos', merchant.id] });
      const notice = placedNotice(order, request);
      notify(t(notice.text, notice.values), 'success', undefined, t(notice.title));
      navigate(`/profile/orders/${order.id}`, { replace: true });
      // Nothing to pay online: another type, or promo and cashback covered it all (paid already).
      if (!awaitsOnlinePayment(order)) return null;
      const refused = await online.pay(order);
      if (refused) notify(refused, 'error', undefined, t('checkout.payFailed'));
      return null;
    },
    [orderNow, orderAtTime, basket, draft, queryClient, merchant.id, navigate, t, online],
  );

  return { place, ...state };
}
