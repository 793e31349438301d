import { useState } from 'react';
import { useSlotOrder } from '../../core/checkout/order-payment-slot.tsx';
import { usePrice, useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { CardPicker } from './card-picker.tsx';
import { usePayWithCard } from './use-pay-with-card.ts';
import { useSavedCards } from './use-saved-cards.ts';
import './cards.css';

/**
 * On the page of a CARD order that is not paid (the card was refused right after placing, or the
 * answer was lost): pay it with a saved card, the same or another one.
 */
export default function OrderCardPay() {
  const order = useSlotOrder();
  const t = useT();
  const price = usePrice();
  const { cards, chosen, choose } = useSavedCards();
  const pay = usePayWithCard();
  const [paying, setPaying] = useState(false);

  async function payNow() {
    if (!chosen || paying) return;
    setPaying(true);
    await pay(order.id, chosen);
    setPaying(false);
  }

  return (
    <section className="order-card-pay" aria-labelledby="order-card-pay-title">
      <h2 id="order-card-pay-title" className="order-card-pay__title">
        {t('payment-card.order.title')}
      </h2>
      <p className="order-card-pay__text">{t('payment-card.order.text')}</p>
      <CardPicker name="order-card" cards={cards} chosen={chosen} onChoose={choose} />
      {chosen ? (
        <Button onClick={() => void payNow()} disabled={paying} aria-busy={paying || undefined}>
          {paying
            ? t('payment-card.order.paying')
            : t('payment-card.order.button', { amount: price(order.totals?.totalPrice ?? 0) })}
        </Button>
      ) : null}
    </section>
  );
}
