/**
 * Online payment after an order exists. Most types are paid on a provider's page: the server gives it
 * for the order (GET /payments/v2/checkout/{id}) and the channel opens it (the browser goes there, the
 * Telegram Mini App asks Telegram to open it). A Click mini app order (CLICK_MINI_APP) is paid in the
 * Click app itself: the server sends its invoice to the customer's Click account
 * (POST /payments/v1/click/invoice/{id}); the answer is kept under ['click-invoice', merchant, order]
 * for the order page to say where it went, and where a page can show it (the development sandbox),
 * that page opens. Used right after "Place order" and by the order page's "Pay" while unpaid.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ClickInvoiceSent } from '../../contract/click-invoice.ts';
import type { Order, PaymentType } from '../../contract/index.ts';
import { useApiMutation } from '../api/use-api-mutation.ts';
import { useStorefront } from '../storefront.tsx';

/** Payment types paid on a provider's page (cash and the terminal are paid on receipt). */
const ONLINE: readonly PaymentType[] = ['PAYME', 'CLICK', 'UZUM', 'CLICK_MINI_APP'];

export const paysOnline = (type: PaymentType): boolean => ONLINE.includes(type);

/** Paid by an invoice in the Click app rather than on a page. */
export const paysByClickInvoice = (type: PaymentType): boolean => type === 'CLICK_MINI_APP';

/** The order still waits for its online payment: "Pay" makes sense (never for a paid one). */
export const awaitsOnlinePayment = (order: Pick<Order, 'paymentType' | 'isPaid' | 'status'>): boolean =>
  paysOnline(order.paymentType) && !order.isPaid && order.status !== 'CANCELED';

const invoiceKey = (merchantId: number, orderId: number) => ['click-invoice', merchantId, orderId] as const;

/** The last Click invoice sent for the order in this visit, if any (the order page shows it). */
export function useClickInvoice(orderId: number): ClickInvoiceSent | undefined {
  const { merchant } = useStorefront();
  return useQuery<ClickInvoiceSent>({
    queryKey: invoiceKey(merchant.id, orderId),
    // Never fetched: only pay() puts an answer here.
    queryFn: () => Promise.reject(new Error('not fetched')),
    enabled: false,
    staleTime: Infinity,
  }).data;
}

export interface OnlinePayment {
  /**
   * Opens the provider's page for the order, or sends its Click invoice; resolves with the refusal's
   * text, or null once done.
   */
  pay: (order: Pick<Order, 'id' | 'paymentType'>) => Promise<string | null>;
  /** Asking the server. */
  opening: boolean;
}

export function useOnlinePayment(): OnlinePayment {
  const { openExternal, merchant } = useStorefront();
  const queryClient = useQueryClient();
  const invoice = useApiMutation('clickInvoice');
  const checkout = useApiMutation('checkout');
  const { run: sendInvoice } = invoice;
  const { run: askPage } = checkout;
  const pay = useCallback(
    async (order: Pick<Order, 'id' | 'paymentType'>) => {
      if (paysByClickInvoice(order.paymentType)) {
        const [failure, sent] = await sendInvoice({ params: { id: order.id } });
        if (failure) return failure.message;
        queryClient.setQueryData(invoiceKey(merchant.id, order.id), sent);
        if (sent.openUrl) openExternal(sent.openUrl);
        return null;
      }
      const [failure, answer] = await askPage({ params: { id: order.id } });
      if (failure) return failure.message;
      openExternal(answer.url);
      return null;
    },
    [sendInvoice, askPage, openExternal, merchant.id, queryClient],
  );
  return { pay, opening: invoice.isPending || checkout.isPending };
}
