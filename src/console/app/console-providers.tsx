/**
 * The merchant's console once the address named a merchant: loads it, keeps the language and the
 * session, makes the API client, and shows sign-in or the signed-in console.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ConsoleContext, type ConsoleValue } from './console-context.ts';
import { createConsoleApi } from './console-api.ts';
import { readStaffToken } from '../session/staff-token.ts';
import { useMerchant } from './use-merchant.ts';
import { useSession } from './use-session.ts';
import { rememberedLanguage, rememberLanguage } from '../i18n/language-choice.ts';
import { textsFor, type ConsoleLanguage } from '../i18n/texts.ts';
import { SignedInConsole } from '../shell/signed-in-console.tsx';
import { SignInScreen } from '../sign-in/sign-in-screen.tsx';
import { PageMessage } from '../ui/page-message.tsx';

/** Where the console's router starts: its addresses are /console/... */
export const CONSOLE_BASENAME = '/console';

export function ConsoleProviders({ sub }: { sub: string }) {
  const [lang, setLangState] = useState<ConsoleLanguage>(rememberedLanguage);
  const merchant = useMerchant(sub, lang);
  const session = useSession(sub);
  const t = useMemo(() => textsFor(lang), [lang]);

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  const merchantId = merchant.data?.id ?? null;
  const { change } = session;
  // The client reads the kept token as it sends (storage is the one place it lives): the client is
  // made once per merchant, not per sign-in.
  const tokenOf = useCallback(() => readStaffToken(sub), [sub]);
  const api = useMemo(
    () =>
      createConsoleApi({
        merchantId,
        token: tokenOf,
        // The language as remembered: setLang keeps it before the screens draw again.
        lang: rememberedLanguage,
        onUnauthorized: () => change(null),
      }),
    [merchantId, tokenOf, change],
  );

  // Stable, so the live stream stays open across a language change.
  const callHeaders = useCallback(
    () => ({ merchant: String(merchantId ?? ''), Authorization: `Bearer ${tokenOf() ?? ''}` }),
    [merchantId, tokenOf],
  );

  const value = useMemo<ConsoleValue | null>(() => {
    if (!merchant.data) return null;
    return {
      merchant: merchant.data,
      api,
      lang,
      setLang: (next) => {
        rememberLanguage(next);
        setLangState(next);
      },
      t,
      signedIn: session.token !== null,
      callHeaders,
      signIn: (token) => change(token),
      signOut: async () => {
        await api.call('consoleLogout');
        change(null);
      },
    };
  }, [merchant.data, api, lang, t, session.token, change, callHeaders]);

  if (merchant.isError) return <PageMessage title={t('app.title')} text={t('app.noMerchant')} />;
  if (!value) return <PageMessage title={t('app.title')} text={t('app.loading')} busy />;
  return (
    <ConsoleContext.Provider value={value}>
      <BrowserRouter basename={CONSOLE_BASENAME}>
        {value.signedIn ? <SignedInConsole /> : <SignInScreen />}
      </BrowserRouter>
    </ConsoleContext.Provider>
  );
}
