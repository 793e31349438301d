import type { PaymentType } from '../../contract/index.ts';
import { CheckoutPaymentSlot, type PaymentStep } from '../../core/checkout/checkout-slots.tsx';
import { useT } from '../../core/storefront.tsx';
import { ChoiceCard } from '../../ui/choice-card.tsx';

const GROUP = 'checkout-payment';

/**
 * The payment choice: each offered type is a payment module's option, except the Click mini app's
 * own payment, which belongs to the channel and is drawn here.
 */
export function PaymentChoice({
  types,
  chosen,
  onChoose,
  onStep,
}: {
  types: readonly PaymentType[];
  chosen: PaymentType | null;
  onChoose: (type: PaymentType) => void;
  /** An option's own step (checkout-slots.tsx: usePaymentStep). */
  onStep: (type: PaymentType, step: PaymentStep | null) => void;
}) {
  const t = useT();
  if (!types.length) return <p className="checkout__note">{t('checkout.noPayment')}</p>;
  return (
    <fieldset className="checkout__choices">
      <legend className="visually-hidden">{t('checkout.payment')}</legend>
      {types.map((type) =>
        type === 'CLICK_MINI_APP' ? (
          <ChoiceCard
            key={type}
            name={GROUP}
            value={type}
            checked={chosen === type}
            onSelect={() => onChoose(type)}
            title={t('checkout.clickMiniApp')}
            hint={t('checkout.clickMiniAppHint')}
          />
        ) : (
          <CheckoutPaymentSlot
            key={type}
            type={type}
            chosen={chosen}
            choose={onChoose}
            groupName={GROUP}
            onStep={onStep}
          />
        ),
      )}
    </fieldset>
  );
}
