import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSettings } from '../../core/storefront.tsx';
import { basketSheet } from '../../core/basket/basket-sheet-state.ts';

/**
 * The way into the basket: a real link to /basket when the merchant has a basket page, else a button
 * opening the basket sheet.
 */
export function BasketEntry({
  className,
  label,
  nameFromContent = false,
  children,
}: {
  className: string;
  /** The accessible name, and the tooltip. */
  label: string;
  /**
   * The visible content already names the entry (a word, a count, a total): the label is then only
   * the tooltip and description, because a name that differs from what is shown fails speech input
   * users, who say what they see (WCAG 2.5.3).
   */
  nameFromContent?: boolean;
  children: ReactNode;
}) {
  const { cartPageActive } = useSettings();
  const ariaLabel = nameFromContent ? undefined : label;
  if (cartPageActive)
    return (
      <Link to="/basket" className={className} aria-label={ariaLabel} title={label}>
        {children}
      </Link>
    );
  return (
    <button
      type="button"
      className={className}
      aria-label={ariaLabel}
      title={label}
      onClick={() => basketSheet.show()}
    >
      {children}
    </button>
  );
}
