import { Link } from 'react-router-dom';
import { useSettings, useT } from '../../core/storefront.tsx';
import { activePolicyRoutes } from './policy-routes.ts';
import './policies.css';

/** Footer links to the policy pages the merchant has switched on. */
export default function PolicyLinks() {
  const settings = useSettings();
  const t = useT();
  const routes = activePolicyRoutes(settings);
  if (!routes.length) return null;
  return (
    <nav className="policy-links" aria-label={t('policies.nav')}>
      <ul>
        {routes.map((route) => (
          <li key={route.name}>
            <Link to={route.path}>{t(`policies.title.${route.type}`)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
