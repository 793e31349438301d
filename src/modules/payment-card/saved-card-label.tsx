import { cardBrand, groupCardNumber, lastFour, type SavedCard } from '../../contract/index.ts';
import { useT } from '../../core/storefront.tsx';

/** A card's face in outline (no network artwork ships with the app). */
export const CardIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round">
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M2 10h20M6 15h4" strokeLinecap="round" />
  </svg>
);

/** The accessible name of a card: "Uzcard ending in 6311, valid until 03/99". */
export function useCardName(): (card: SavedCard) => string {
  const t = useT();
  return (card) =>
    t('payment-card.card.name', {
      brand: t(`payment-card.brand.${cardBrand(card.number)}`),
      last4: lastFour(card.number),
      expire: card.expire,
    });
}

/**
 * A saved card as the lists show it: the network, Payme's masked number in groups of four and the
 * expiry. Read out as "Uzcard ending in 6311, valid until 03/99" rather than digit by star.
 */
export function SavedCardLabel({ card, unconfirmed = false }: { card: SavedCard; unconfirmed?: boolean }) {
  const t = useT();
  const name = useCardName();
  return (
    <span className="card-label">
      <span className="card-label__icon" aria-hidden="true">
        <CardIcon />
      </span>
      <span className="card-label__text">
        <span className="visually-hidden">{name(card)}</span>
        <span className="card-label__number" dir="ltr" aria-hidden="true">
          {groupCardNumber(card.number)}
        </span>
        <span className="card-label__meta" aria-hidden="true">
          {/* The expiry is isolated inside the text in right-to-left languages (core/i18n/messages.ts). */}
          {t(`payment-card.brand.${cardBrand(card.number)}`)} ·{' '}
          {t('payment-card.card.until', { expire: card.expire })}
        </span>
        {unconfirmed ? <span className="card-label__badge">{t('payment-card.card.unconfirmed')}</span> : null}
      </span>
    </span>
  );
}
