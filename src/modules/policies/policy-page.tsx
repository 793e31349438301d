import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PolicyType } from '../../contract/index.ts';
import { useLocalize, useStorefront, useT } from '../../core/storefront.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { Skeleton } from '../../ui/page-state.tsx';
import { policyQuery } from './policies-query.ts';
import { sanitizePolicyHtml } from '../../core/merchant-html/sanitize.ts';
import './policies.css';

/** One policy page: the merchant's text in the customer's language, sanitised. */
export function PolicyPage({ type }: { type: PolicyType }) {
  const { api, merchant } = useStorefront();
  const t = useT();
  const localize = useLocalize();
  const { data: policy, error, refetch } = useQuery(policyQuery(api, merchant.id, type));
  const html = useMemo(() => (policy ? sanitizePolicyHtml(localize(policy.text)) : ''), [policy, localize]);
  const title = t(`policies.title.${type}`);

  return (
    <QueryView
      query={{ data: policy, error, refetch }}
      texts={{ failed: title, retry: t('policies.retry'), empty: { title, message: t('policies.empty') } }}
      loading={
        <div className="policy" aria-busy="true">
          <Skeleton width="50%" height={32} />
          <Skeleton width="100%" height={200} />
        </div>
      }
      isEmpty={() => !html.trim()}
    >
      {() => (
        <article className="policy">
          <h1 className="policy__title">{title}</h1>
          <div className="policy__text" dangerouslySetInnerHTML={{ __html: html }} />
        </article>
      )}
    </QueryView>
  );
}
