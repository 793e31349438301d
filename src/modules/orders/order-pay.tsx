import { useState } from 'react';
import type { Order } from '../../contract/index.ts';
import {
  awaitsOnlinePayment,
  paysByClickInvoice,
  useClickInvoice,
  useOnlinePayment,
} from '../../core/payments/online-payment.ts';
import { useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { paymentTypeKey } from './order-labels.ts';

/**
 * "Pay" for an order paid online that is not paid yet (the customer left the provider's page, or the
 * payment was declined): opens the provider's page again. A Click mini app order is paid in the Click
 * app by an invoice: this says where the invoice went and sends it again. Nothing once the order is
 * paid or cancelled.
 */
export function OrderPay({ order }: { order: Order }) {
  const t = useT();
  const { pay, opening } = useOnlinePayment();
  const invoice = useClickInvoice(order.id);
  const [error, setError] = useState<string | null>(null);
  if (!awaitsOnlinePayment(order)) return null;
  const provider = t(paymentTypeKey(order.paymentType));
  const byInvoice = paysByClickInvoice(order.paymentType);
  const text = !byInvoice
    ? t('orders.pay.text', { provider })
    : invoice
      ? t('orders.pay.invoiceSent', { phone: invoice.phone })
      : t('orders.pay.invoiceText');
  const button = !byInvoice
    ? t('orders.pay.button', { provider })
    : t(invoice ? 'orders.pay.invoiceResend' : 'orders.pay.invoiceSend');
  return (
    <section className="order-pay" aria-labelledby="order-pay-title">
      <h2 id="order-pay-title" className="order-pay__title">
        {t('orders.pay.title')}
      </h2>
      <p className="order-pay__text" aria-live="polite">
        {text}
      </p>
      {error ? (
        <p className="order-pay__error" role="alert">
          {error}
        </p>
      ) : null}
      <Button
        onClick={() => void pay(order).then(setError)}
        disabled={opening}
        aria-busy={opening || undefined}
      >
        {button}
      </Button>
    </section>
  );
}
