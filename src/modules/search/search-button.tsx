import { Link } from 'react-router-dom';
import { useT } from '../../core/storefront.tsx';
import { SearchIcon } from '../../ui/icons.tsx';

/** The search entry in the header. */
export default function SearchButton() {
  const t = useT();
  return (
    <Link
      to="/search"
      className="icon-btn"
      aria-label={t('app.header.search')}
      title={t('app.header.search')}
    >
      <SearchIcon />
    </Link>
  );
}
