import { usePaymentSlot } from '../../core/checkout/checkout-slots.tsx';
import { useT } from '../../core/storefront.tsx';
import { ChoiceCard } from '../../ui/choice-card.tsx';

const TerminalIcon = () => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <rect x="5" y="2" width="14" height="20" rx="2" />
    <path d="M8 6h8v4H8zM8.5 14h.01M12 14h.01M15.5 14h.01M8.5 17.5h.01M12 17.5h.01M15.5 17.5h.01" />
  </svg>
);

/** The TERMINAL option: the customer pays by card at the merchant's terminal when receiving the order. */
export default function TerminalOption() {
  const { checked, choose, groupName } = usePaymentSlot();
  const t = useT();
  return (
    <ChoiceCard
      name={groupName}
      value="TERMINAL"
      checked={checked}
      onSelect={choose}
      icon={<TerminalIcon />}
      title={t('payment-terminal.title')}
      hint={t('payment-terminal.hint')}
    />
  );
}
