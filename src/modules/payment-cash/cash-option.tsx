import { usePaymentSlot } from '../../core/checkout/checkout-slots.tsx';
import { useT } from '../../core/storefront.tsx';
import { ChoiceCard } from '../../ui/choice-card.tsx';

const CashIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round">
    <rect x="2" y="6" width="20" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M6 9.5v5M18 9.5v5" strokeLinecap="round" />
  </svg>
);

/** The CASH option: the customer pays in cash when receiving the order. */
export default function CashOption() {
  const { checked, choose, groupName } = usePaymentSlot();
  const t = useT();
  return (
    <ChoiceCard
      name={groupName}
      value="CASH"
      checked={checked}
      onSelect={choose}
      icon={<CashIcon />}
      title={t('payment-cash.title')}
      hint={t('payment-cash.hint')}
    />
  );
}
