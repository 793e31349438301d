/**
 * The console's top: the merchant the address names, the language, the session, and then either the
 * sign-in screen or the signed-in console.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { ConsoleProviders } from './console-providers.tsx';
import { consoleMerchantSub } from './console-merchant.ts';
import { rememberedLanguage } from '../i18n/language-choice.ts';
import { textsFor } from '../i18n/texts.ts';
import { PageMessage } from '../ui/page-message.tsx';

export function ConsoleRoot() {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        // A refused call (a role, a conflict) is an answer, not a hiccup: no repeating it.
        defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true }, mutations: { retry: 0 } },
      }),
  );
  const [sub] = useState(() => consoleMerchantSub(window.location));
  return (
    <QueryClientProvider client={queryClient}>
      {sub ? <ConsoleProviders sub={sub} /> : <NoMerchant />}
    </QueryClientProvider>
  );
}

/** An address that names no merchant (a bare localhost without ?vendor=). */
function NoMerchant() {
  const t = textsFor(rememberedLanguage());
  return <PageMessage title={t('app.title')} text={t('app.noMerchant')} />;
}
