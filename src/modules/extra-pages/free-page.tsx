import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { ExtraPageName } from '../../contract/extra-pages.ts';
import { sanitizePolicyHtml } from '../../core/merchant-html/sanitize.ts';
import { useLocalize, useStorefront, useT } from '../../core/storefront.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageState, Skeleton } from '../../ui/page-state.tsx';
import { extraPagesQuery } from './extra-pages-query.ts';
import './extra-pages.css';

/** One free page: the merchant's title and HTML in the customer's language, sanitised. */
export function FreePage({ name }: { name: ExtraPageName }) {
  const { api, merchant } = useStorefront();
  const t = useT();
  const localize = useLocalize();
  const { data, isPending, error, refetch } = useQuery(extraPagesQuery(api, merchant.id));
  const page = data?.[name] ?? null;
  const html = useMemo(() => (page ? sanitizePolicyHtml(localize(page.text)) : ''), [page, localize]);
  const title = page ? localize(page.title) : '';

  if (isPending)
    return (
      <div className="extra-page" aria-busy="true">
        <Skeleton width="50%" height={32} />
        <Skeleton width="100%" height={200} />
      </div>
    );
  if (error)
    return (
      <LoadFailed
        title={t('extra-pages.loadFailed')}
        error={error}
        retry={t('extra-pages.retry')}
        onRetry={() => void refetch()}
      />
    );
  if (!page || !html.trim())
    return (
      <PageState title={t('extra-pages.missing.title')} message={t('extra-pages.missing.text')}>
        <Link className="btn btn--primary" to="/">
          {t('extra-pages.toMenu')}
        </Link>
      </PageState>
    );
  return (
    <article className="extra-page">
      <h1 className="extra-page__title">{title || t('extra-pages.untitled')}</h1>
      <div className="extra-page__text" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
