import { useQuery } from '@tanstack/react-query';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { localize } from '../../core/i18n/localize.ts';
import {
  ensureMessagePageTexts,
  MESSAGE_PAGES_NAMESPACE,
} from '../../core/message-pages/message-page-texts.ts';
import { PageState } from '../../ui/page-state.tsx';

/**
 * Route blocked: an inactive merchant sends every visitor here. The server answers such a merchant's
 * addresses with its own small page (server/pages/message-page.ts); this screen is for a storefront
 * already running when it meets one. Its texts are the server page's (core/message-pages).
 */
export function BlockedPage() {
  const { merchant, lang } = useStorefront();
  const t = useT();
  const texts = useQuery({
    queryKey: ['message-page-texts', lang],
    queryFn: () => ensureMessagePageTexts().then(() => true),
    staleTime: Infinity,
  });
  if (!texts.data) return null;
  return (
    <PageState
      title={t(`${MESSAGE_PAGES_NAMESPACE}.blocked.title`, { name: localize(merchant.name, lang) })}
      message={t(`${MESSAGE_PAGES_NAMESPACE}.blocked.message`)}
    />
  );
}
