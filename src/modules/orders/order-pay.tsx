import { useState } from 'react';
import type { Order } from '../../contract/index.ts';
import { awaitsOnlinePayment, useOnlinePayment } from '../../core/payments/online-payment.ts';
import { useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { paymentTypeKey } from './order-labels.ts';

/**
 * "Pay" for an order paid online that is not paid yet (the customer left the provider's page, or the
 * payment was declined): opens the provider's page again. Nothing once the order is paid or cancelled.
 */
export function OrderPay({ order }: { order: Order }) {
  const t = useT();
  const { pay, opening } = useOnlinePayment();
  const [error, setError] = useState<string | null>(null);
  if (!awaitsOnlinePayment(order)) return null;
  const provider = t(paymentTypeKey(order.paymentType));
  return (
    <section className="order-pay" aria-labelledby="order-pay-title">
      <h2 id="order-pay-title" className="order-pay__title">
        {t('orders.pay.title')}
      </h2>
      <p className="order-pay__text">{t('orders.pay.text', { provider })}</p>
      {error ? (
        <p className="order-pay__error" role="alert">
          {error}
        </p>
      ) : null}
      <Button
        onClick={() => void pay(order.id).then(setError)}
        disabled={opening}
        aria-busy={opening || undefined}
      >
        {t('orders.pay.button', { provider })}
      </Button>
    </section>
  );
}
