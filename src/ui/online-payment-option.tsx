import type { ReactNode } from 'react';
import type { PaymentType } from '../contract/index.ts';
import { ChoiceCard } from './choice-card.tsx';
import { usePaymentSlot } from '../core/checkout/checkout-slots.tsx';

/**
 * The checkout option of an online payment provider (Payme, Click, Uzum): its mark, its name and
 * what happens next. Shared by the provider modules, which differ only in these.
 */
export function OnlinePaymentOption({
  type,
  logo,
  title,
  hint,
}: {
  type: PaymentType;
  logo: ReactNode;
  title: string;
  hint: string;
}) {
  const { checked, choose, groupName } = usePaymentSlot();
  return (
    <ChoiceCard
      name={groupName}
      value={type}
      checked={checked}
      onSelect={choose}
      icon={logo}
      title={title}
      hint={hint}
    />
  );
}

/** A provider's mark: its initial on its brand colour (no provider artwork ships with the app). */
export function ProviderMark({ colour, letter }: { colour: string; letter: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <rect width="24" height="24" rx="6" fill={colour} />
      <text
        x="12"
        y="16.5"
        textAnchor="middle"
        fontSize="13"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
        fill="#ffffff"
      >
        {letter}
      </text>
    </svg>
  );
}
