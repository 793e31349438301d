import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { ExtraPageName } from '../../contract/extra-pages.ts';
import { useLocalize, useStorefront, useT } from '../../core/storefront.tsx';
import { extraPagesQuery } from './extra-pages-query.ts';
import { storeLinks } from './store-links.ts';
import './extra-pages.css';

/** The free pages in footer order (a type import: the contract's schema stays out of this chunk). */
const PAGE_NAMES: readonly ExtraPageName[] = ['extra2', 'extr3'];

/** Footer links to the extra pages the merchant has: the app page, and each free page by its title. */
export default function ExtraLinks() {
  const { api, merchant, settings } = useStorefront();
  const t = useT();
  const localize = useLocalize();
  const { data } = useQuery(extraPagesQuery(api, merchant.id));
  const links: { path: string; label: string }[] = [];
  if (storeLinks(settings).length > 0) links.push({ path: '/extra', label: t('extra-pages.app.link') });
  for (const name of PAGE_NAMES) {
    const page = data?.[name];
    const label = page ? localize(page.title) : '';
    if (label) links.push({ path: `/${name}`, label });
  }
  if (!links.length) return null;
  return (
    <nav className="extra-links" aria-label={t('extra-pages.nav')}>
      <ul>
        {links.map((link) => (
          <li key={link.path}>
            <Link to={link.path}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
