import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notify } from '../../core/notify.ts';
import { useLocalize, useStorefront, useT } from '../../core/storefront.tsx';
import { readCookie, writeCookie } from '../../core/tenant/cookies.ts';
import { sessionStore } from '../../core/tenant/safe-storage.ts';
import { MediaImage } from '../../ui/media-image.tsx';
import { brandUrl, defaultBrand } from './brand-choice.ts';
import { brandsQuery } from './brands-query.ts';
import './brand-tabs.css';

/** The session default-page value, read once: it picks a brand only on entry. */
function takeDefaultPage(): string | null {
  const page = sessionStore().getItem('defaultPage') ?? readCookie('page');
  sessionStore().removeItem('defaultPage');
  if (readCookie('page') !== null) writeCookie('page', '', 0);
  return page;
}

/**
 * Tabs of the merchant's brands (multiTabNavigationEnabled). A signed-in customer sees their own
 * brand list, a guest the merchant's. Each brand is its own storefront, with its own basket and
 * session; a brand removed by the admin stays listed but cannot be opened.
 */
export default function BrandTabs() {
  const { api, merchant, address } = useStorefront();
  const t = useT();
  const localize = useLocalize();
  const { data: brands } = useQuery(brandsQuery(api, merchant.id));

  useEffect(() => {
    if (!brands?.length) return;
    const page = takeDefaultPage();
    if (!page) return;
    const target = defaultBrand(brands, merchant.sub, page);
    if (target && target.domainUrl !== merchant.sub) location.assign(brandUrl(target, location));
  }, [brands, merchant.sub]);

  if (!brands || brands.length < 2) return null;
  return (
    <nav className="brand-tabs" aria-label={t('multi-brand.title')}>
      <ul className="brand-tabs__list">
        {brands.map((brand) => {
          const current = brand.domainUrl === merchant.sub;
          const content = (
            <>
              <MediaImage
                path={brand.image}
                width={28}
                height={28}
                className="brand-tabs__logo"
                media={{ format: 'png' }}
              />
              <span>{localize(brand.name)}</span>
            </>
          );
          return (
            <li key={brand.id}>
              {brand.deleted ? (
                <button
                  type="button"
                  className="brand-tabs__tab brand-tabs__tab--removed"
                  aria-disabled="true"
                  onClick={() => notify(t('multi-brand.removed'), 'error')}
                >
                  {content}
                </button>
              ) : (
                <a
                  className="brand-tabs__tab"
                  href={brandUrl(brand, address)}
                  aria-current={current ? 'page' : undefined}
                  style={current && brand.color ? { borderColor: brand.color } : undefined}
                >
                  {content}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export { guestBrandsData as loadData } from './brands-query.ts';
