import { useT } from '../../core/storefront.tsx';

/** Payme's public offer, which the card form must link to (Subscribe API requirements). */
export const PAYME_OFFER_URL = 'https://cdn.payme.uz/terms/main.html';

/** Payme's name in its colours, drawn as text (no provider artwork ships with the app). */
function PaymeMark() {
  return (
    <svg className="payme-note__mark" viewBox="0 0 66 20" role="img" aria-label="Payme">
      <text x="0" y="15" fontSize="16" fontWeight="700" fontFamily="system-ui, sans-serif">
        <tspan fill="currentColor">Pay</tspan>
        <tspan fill="#00BAB8">me</tspan>
      </text>
    </svg>
  );
}

/**
 * What Payme asks every card form (and the saved cards' screens) to show: the "Powered by Payme"
 * label with Payme's mark, where the card details are kept, and a link to Payme's offer. The label is
 * Payme's brand line and stays in English (marked so, for screen readers), the rest is translated.
 */
export function PoweredByPayme() {
  const t = useT();
  return (
    <aside className="payme-note" aria-label={t('payment-card.payme.label')}>
      <p className="payme-note__powered" lang="en">
        Powered by <PaymeMark />
      </p>
      <p className="payme-note__text">{t('payment-card.payme.note')}</p>
      <a className="payme-note__offer" href={PAYME_OFFER_URL} target="_blank" rel="noopener noreferrer">
        {t('payment-card.payme.offer')}
      </a>
    </aside>
  );
}
