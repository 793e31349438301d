import type { Order } from '../../contract/index.ts';
import { usePaymentSlot, usePaymentStep } from '../../core/checkout/checkout-slots.tsx';
import { useT } from '../../core/storefront.tsx';
import { ChoiceCard } from '../../ui/choice-card.tsx';
import { CardPicker } from './card-picker.tsx';
import { CardIcon } from './saved-card-label.tsx';
import { usePayWithCard } from './use-pay-with-card.ts';
import { useSavedCards } from './use-saved-cards.ts';
import './cards.css';

/**
 * The CARD option of the checkout's payment choice: the customer's confirmed saved cards to choose
 * from (or a link to add one). The order can go once a card is chosen; right after it is placed the
 * card is charged (usePaymentStep), and the order's page opens paid, or unpaid with the reason.
 */
export default function CardOption() {
  const { checked, choose, groupName } = usePaymentSlot();
  const t = useT();
  const { cards, chosen, choose: chooseCard } = useSavedCards();
  const pay = usePayWithCard();
  usePaymentStep(chosen !== null, async (order: Order) => {
    if (chosen) await pay(order.id, chosen);
  });
  return (
    <div className="card-option">
      <ChoiceCard
        name={groupName}
        value="CARD"
        checked={checked}
        onSelect={choose}
        icon={<CardIcon />}
        title={t('payment-card.option.title')}
        hint={t('payment-card.option.hint')}
      />
      {checked ? (
        <div className="card-option__cards">
          <CardPicker name="checkout-card" cards={cards} chosen={chosen} onChoose={chooseCard} />
        </div>
      ) : null}
    </div>
  );
}
