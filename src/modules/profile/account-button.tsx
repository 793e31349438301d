import { Link } from 'react-router-dom';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { UserIcon } from '../../ui/icons.tsx';

/** The header's way to the profile, or to sign in for a guest. */
export default function AccountButton() {
  const { session } = useStorefront();
  const t = useT();
  const label = session ? t('app.header.profile') : t('app.header.signIn');
  return (
    <Link to={session ? '/profile' : '/login'} className="icon-btn" aria-label={label} title={label}>
      <UserIcon />
    </Link>
  );
}
