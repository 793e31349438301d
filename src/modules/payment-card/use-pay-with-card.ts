/**
 * Charging a saved card for a placed order (POST /payments/v1/cards/pay/{orderId}), with the outcome
 * told in a notice: "paid with card …" or Payme's refusal in the customer's language. Used right
 * after "Place order" and by the order page's "Pay" while the order is unpaid.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { groupCardNumber, type SavedCard } from '../../contract/index.ts';
import { useApiMutation } from '../../core/api/use-api-mutation.ts';
import { notify } from '../../core/notify.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { cardErrorText } from './card-errors.ts';
import { savedCardsKey } from './card-queries.ts';

/** Failures stay on screen longer than the default notice: they say what to do next. */
const FAILURE_NOTICE_MS = 9000;

/** Pays `orderId` with `card`; resolves true once the order is paid. Never throws. */
export function usePayWithCard(): (orderId: number, card: SavedCard) => Promise<boolean> {
  const { merchant, session } = useStorefront();
  const { run: pay } = useApiMutation('cardPay');
  const queryClient = useQueryClient();
  const t = useT();
  return useCallback(
    async (orderId, card) => {
      const [error] = await pay({ params: { orderId }, body: { cardId: card.id } });
      // Every order list and page is keyed under ['orders', merchantId] (the orders module).
      void queryClient.invalidateQueries({ queryKey: ['orders', merchant.id] });
      // Paid by an earlier try whose answer was lost: that is the outcome the customer wanted.
      if (!error || error.code === 'ORDER_ALREADY_PAID') {
        notify(t('payment-card.pay.paid', { number: groupCardNumber(card.number) }), 'success');
        return true;
      }
      if (error.code === 'CARD_REVOKED' && session) {
        void queryClient.invalidateQueries({ queryKey: savedCardsKey(merchant.id, session.user.id) });
      }
      notify(
        t('payment-card.pay.failedText', { reason: cardErrorText(error, t) }),
        'error',
        FAILURE_NOTICE_MS,
        t('payment-card.pay.failed'),
      );
      return false;
    },
    [pay, merchant.id, queryClient, session, t],
  );
}
