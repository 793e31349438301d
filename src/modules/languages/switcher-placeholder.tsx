import { useStorefront } from '../../core/storefront.tsx';
import './language-switcher.css';

/** Holds the switcher's place while its code loads, so the header buttons do not move. */
export function SwitcherPlaceholder() {
  const { activeLanguages } = useStorefront();
  return activeLanguages.length > 1 ? <span className="langs__placeholder" aria-hidden="true" /> : null;
}
