import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSettings } from '../../core/storefront.tsx';
import { basketSheet } from './basket-sheet-state.ts';

/**
 * The way into the basket: a real link to /basket when the merchant has a basket page, else a button
 * opening the basket sheet.
 */
export function BasketEntry({
  className,
  label,
  children,
}: {
  className: string;
  label: string;
  children: ReactNode;
}) {
  const { cartPageActive } = useSettings();
  if (cartPageActive)
    return (
      <Link to="/basket" className={className} aria-label={label} title={label}>
        {children}
      </Link>
    );
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      title={label}
      onClick={() => basketSheet.show()}
    >
      {children}
    </button>
  );
}
