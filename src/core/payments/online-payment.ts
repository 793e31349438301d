/**
 * Online payment after an order exists: the server gives the provider's page for the order
 * (GET /payments/v2/checkout/{id}) and the channel opens it (the browser and the Click app go there,
 * the Telegram Mini App asks Telegram to open it). Used right after "Place order" and by the order
 * page's "Pay" while the order is unpaid.
 */
import { useCallback, useState } from 'react';
import type { Order, PaymentType } from '../../contract/index.ts';
import { useStorefront } from '../storefront.tsx';

/** Payment types paid on a provider's page (cash and the terminal are paid on receipt). */
const ONLINE: readonly PaymentType[] = ['PAYME', 'CLICK', 'UZUM', 'CLICK_MINI_APP'];

export const paysOnline = (type: PaymentType): boolean => ONLINE.includes(type);

/** The order still waits for its online payment: "Pay" makes sense. */
export const awaitsOnlinePayment = (order: Pick<Order, 'paymentType' | 'isPaid' | 'status'>): boolean =>
  paysOnline(order.paymentType) && !order.isPaid && order.status !== 'CANCELED';

export interface OnlinePayment {
  /** Opens the provider's page for the order; resolves with the refusal's text, or null once opened. */
  pay: (orderId: number) => Promise<string | null>;
  /** Asking the server for the page. */
  opening: boolean;
}

export function useOnlinePayment(): OnlinePayment {
  const { api, openExternal } = useStorefront();
  const [opening, setOpening] = useState(false);
  const pay = useCallback(
    async (orderId: number) => {
      setOpening(true);
      const [failure, answer] = await api.call('checkout', { params: { id: orderId } });
      setOpening(false);
      if (failure) return failure.message;
      openExternal(answer.url);
      return null;
    },
    [api, openExternal],
  );
  return { pay, opening };
}
