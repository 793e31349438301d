import { localize } from '../../core/i18n/localize.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { MediaImage } from '../../ui/media-image.tsx';
import { PageState } from '../../ui/page-state.tsx';
import { storeLinks, type StoreKind } from './store-links.ts';
import { StoreIcon } from './store-icons.tsx';
import './extra-pages.css';

/** Route extra: the merchant's apps, with a link to each store (and the Telegram bot beside them). */
export default function AppPage() {
  const { settings, merchant, lang } = useStorefront();
  const t = useT();
  const brand = settings.brand || localize(merchant.name, lang);
  const links = storeLinks(settings);
  // The settings name an app, but no link goes to its store.
  if (links.length === 0)
    return <PageState title={t('extra-pages.missing.title')} message={t('extra-pages.missing.text')} />;
  const label: Record<StoreKind, string> = {
    ios: t('extra-pages.app.ios'),
    android: t('extra-pages.app.android'),
    telegramBot: t('extra-pages.app.telegramBot'),
  };
  return (
    <article className="extra-page app-page">
      <MediaImage
        className="app-page__logo"
        path={settings.logo ?? merchant.logo}
        width={96}
        height={96}
        media={{ format: 'png' }}
      />
      <h1 className="extra-page__title">{t('extra-pages.app.title', { brand })}</h1>
      <p className="app-page__lead">{t('extra-pages.app.lead')}</p>
      <ul className="app-page__stores">
        {links.map((link) => (
          <li key={link.kind}>
            <a
              className={`app-page__store app-page__store--${link.kind}`}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              <StoreIcon kind={link.kind} />
              <span>{label[link.kind]}</span>
            </a>
          </li>
        ))}
      </ul>
    </article>
  );
}

export { extraPagesData as loadData } from './extra-pages-query.ts';
