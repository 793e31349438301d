/**
 * The start sequence of spec section 4, without artificial delays:
 *   merchant by sub -> (settings, catalogue, cities) in parallel -> the enabled modules' own calls
 *   (banners, stories, ...) and the message catalogues, as soon as the settings say what is on.
 * It renders a skeleton until the merchant, its settings and the messages are known.
 */
import { HydrationMark, MarkedSuspense } from '../../core/hydration-marks.tsx';
import { openExternal } from '../channels/open-external.ts';
import { setMessagesTarget } from '../../core/i18n/screen-messages.ts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Settings } from '../../contract/index.ts';
import type { ApiClient } from '../../core/api/client.ts';
import type { Messages } from '../../core/i18n/messages.ts';
import { ApiRequestError, unwrapOrThrow } from '../../core/api/unwrap.ts';
import { citiesQuery } from '../../core/branches/branch-queries.ts';
import { catalogueQuery } from '../../core/catalogue/catalogue-queries.ts';
import { DEFAULT_LANGUAGE, directionOf, type AppLanguage } from '../../core/i18n/languages.ts';
import { currencyOf } from '../../core/i18n/currency.ts';
import { layoutDocuments } from '../../core/layout/layouts.ts';
import { Slot } from '../../core/layout/slot.tsx';
import { notify } from '../../core/notify.ts';
import { sessionStore, useStoredSession, type StoredSession } from '../../core/session/session-store.ts';
import { NoticeStack } from '../notice-stack.tsx';
import type { Registry } from '../../core/registry/registry.ts';
import {
  StorefrontContext,
  type Channel,
  type PageAddress,
  type Storefront,
} from '../../core/storefront.tsx';
import type { TenantResolution } from '../../core/tenant/resolve-tenant.ts';
import { AppRoutes } from '../app-routes.tsx';
import { MerchantNotAvailable } from '../pages/merchant-not-available.tsx';
import { StartFailed } from '../pages/start-failed.tsx';
import { Splash } from '../pages/splash.tsx';
import { catalogueTypeOf, settingsVariantOf } from './channel.ts';
import { forcedRussianSubs } from './config.ts';
import { useLanguageChoice } from './use-language-choice.ts';
import { useLiveSettings } from './live-settings.ts';
import { useThemedSettings } from './use-themed-settings.ts';
import { loadMessages, messagesQueryKey } from './load-messages.ts';
import { forgetEverything, rememberMerchant } from './merchant-memory.ts';
import type { Messenger } from '../channels/telegram/messenger.ts';
import { useTelegramSession } from '../channels/telegram/use-telegram-session.ts';
import { useLanguageForBot } from '../channels/telegram/bot-language.ts';
import { hasNativeButtons } from '../../core/channel-buttons.ts';
import { merchantQueryKey } from './merchant-query-key.ts';
import { settingsQuery } from './settings-query.ts';
import { signOut } from './sign-out.ts';
import type { CallContext } from './storefront-api.ts';

/** Telegram's own buttons: their code downloads only inside a Telegram client. */
const TelegramButtons = lazy(() => import('../channels/telegram/telegram-buttons.tsx'));

/** Slots of the default layout and the home page: what the first screen of most visits shows. */
const firstPaintSlots = [layoutDocuments.default, layoutDocuments.home].flatMap((doc) =>
  doc.regions.flatMap((r) => r.slots),
);

interface Props {
  tenant: TenantResolution;
  channel: Channel;
  registry: Registry;
  api: ApiClient;
  callContext: CallContext;
  /** Inside the messenger: its init data, the customer there and the messenger's theme. */
  messenger: Messenger | null;
  /** The language of the server-rendered page this render hydrates (or renders on the server). */
  renderedLanguage?: AppLanguage | null;
  /** The page's origin: `location` in the browser, the request's on the server. */
  address: PageAddress;
}

/** Settings, language and messages that belong together: what the page shows. */
interface Shown {
  settings: Settings;
  lang: AppLanguage;
  messages: Messages;
}

export function Bootstrap({
  tenant,
  channel,
  registry,
  api,
  callContext,
  messenger,
  renderedLanguage = null,
  address,
}: Props) {
  const queryClient = useQueryClient();

  const merchantQuery = useQuery({
    queryKey: merchantQueryKey(tenant.sub),
    queryFn: ({ signal }) =>
      unwrapOrThrow(api.call('merchantBySub', { params: { sub: tenant.sub ?? '' }, signal })),
    enabled: tenant.sub !== null,
    staleTime: 5 * 60_000,
    // An unknown merchant is final; a network failure is worth another try.
    retry: (count, error) => !(error instanceof ApiRequestError && error.status === 404) && count < 2,
  });
  const merchant = merchantQuery.data;
  useLayoutEffect(() => {
    if (merchant) callContext.setMerchant(merchant.id);
  }, [merchant, callContext]);

  const variant = settingsVariantOf(channel);
  const catalogueType = catalogueTypeOf(channel);
  const settingsResult = useQuery({
    ...settingsQuery(api, merchant?.id ?? -1, variant),
    enabled: !!merchant,
  });
  const saved = settingsResult.data;
  const messengerTheme = messenger?.theme ?? null;
  const savedSettings = useThemedSettings(saved, messengerTheme, variant);
  const live = useLiveSettings(saved?.raw, variant);
  const settings = live?.settings ?? savedSettings;

  // The rest of the first wave starts with the settings call, not after it.
  useEffect(() => {
    if (!merchant) return;
    rememberMerchant(merchant.id, merchant.sub);
    void queryClient.prefetchQuery(catalogueQuery(api, merchant.id, catalogueType));
    void queryClient.prefetchQuery(citiesQuery(api, merchant.id));
  }, [merchant, api, queryClient, catalogueType]);

  const enabledModules = useMemo(() => (settings ? registry.enabled(settings) : []), [registry, settings]);
  const { lang, languages, setLanguage } = useLanguageChoice(
    settings,
    !!merchant && forcedRussianSubs.has(merchant.sub),
    messenger?.language ?? null,
    renderedLanguage,
  );
  useLayoutEffect(() => {
    if (lang) callContext.setLanguage(lang);
  }, [lang, callContext]);

  useEffect(() => {
    if (!merchant || !settings || !lang) return;
    for (const module of enabledModules)
      module.prefetch?.({ queryClient, api, settings, merchantId: merchant.id, lang });
    // The code of the slots every page shows downloads with the data, not after it arrives.
    for (const entry of firstPaintSlots.flatMap((name) => registry.slot(name, settings))) void entry.load?.();
  }, [enabledModules, merchant, settings, lang, api, queryClient, registry]);

  const messagesQuery = useQuery({
    queryKey: messagesQueryKey(lang, enabledModules),
    queryFn: () => loadMessages(lang ?? DEFAULT_LANGUAGE, enabledModules),
    enabled: lang !== null,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });

  // What the page shows moves to new settings or a new language only once their messages are
  // loaded, so a module switched on (or a language switched to) never flashes message ids.
  const [shown, setShown] = useState<Shown | null>(null);
  const fresh = messagesQuery.data && !messagesQuery.isPlaceholderData ? messagesQuery.data : null;
  if (
    fresh &&
    settings &&
    lang &&
    (shown?.settings !== settings || shown.lang !== lang || shown.messages !== fresh)
  ) {
    setShown({ settings, lang, messages: fresh });
  }
  // Screens whose texts come with them (screen-messages.ts) fill the messages on screen.
  useEffect(() => {
    if (shown) setMessagesTarget(shown.messages);
  }, [shown]);

  useEffect(() => {
    if (!shown) return;
    document.documentElement.lang = shown.lang;
    document.documentElement.dir = directionOf(shown.lang);
  }, [shown]);

  const merchantMissing =
    tenant.sub === null ||
    (merchantQuery.error instanceof ApiRequestError && merchantQuery.error.status === 404);
  useEffect(() => {
    if (merchantMissing) forgetEverything();
  }, [merchantMissing]);

  const session = useStoredSession(merchant?.id ?? null);
  const navigate = useNavigate();
  const signIn = useCallback(
    (next: StoredSession) => {
      if (merchant) sessionStore.set(merchant.id, next);
    },
    [merchant],
  );
  const endSession = useCallback(
    async (tellServer: boolean) => {
      if (!merchant) return;
      await signOut(api, merchant.id, tellServer);
      navigate('/', { replace: true });
    },
    [api, merchant, navigate],
  );
  useTelegramSession({
    active: channel === 'telegram',
    initData: messenger?.initData ?? null,
    merchantId: merchant?.id ?? null,
    session,
    api,
    signIn,
  });
  // Inside the Mini App the bot writes in the language the customer switches to.
  const switchLanguage = useLanguageForBot({
    active: channel === 'telegram',
    initData: messenger?.initData ?? null,
    signedIn: session !== null,
    lang,
    api,
    setLanguage,
  });

  // Spec section 6: a 401 while a token exists logs out, with the spec's notice.
  useEffect(() => {
    callContext.onUnauthorized(() => {
      notify(
        shown?.messages.format('app.sessionExpired') ?? 'Some things are out of date! Please log in again.',
        'error',
      );
      void endSession(false);
    });
  }, [callContext, endSession, shown]);

  // The init data names the messenger user (unverified: the server checks the order's token, not this).
  const telegramId = channel === 'telegram' ? (messenger?.userId ?? tenant.tgId) : null;

  const storefront = useMemo((): Storefront | null => {
    if (!merchant || !shown) return null;
    return {
      merchant,
      address,
      settings: shown.settings,
      variant,
      channel,
      telegramId,
      catalogueType,
      api,
      registry,
      lang: shown.lang,
      activeLanguages: languages,
      setLanguage: switchLanguage,
      messages: shown.messages,
      currency: currencyOf(shown.settings),
      session,
      signIn,
      signOut: () => endSession(true),
      openExternal: (url: string) => openExternal(channel, url),
    };
  }, [
    merchant,
    address,
    shown,
    variant,
    channel,
    telegramId,
    catalogueType,
    api,
    registry,
    languages,
    switchLanguage,
    session,
    signIn,
    endSession,
  ]);

  if (merchantMissing) return <MerchantNotAvailable />;
  if (merchantQuery.error)
    return <StartFailed error={merchantQuery.error} onRetry={() => void merchantQuery.refetch()} />;
  if (messagesQuery.error)
    return <StartFailed error={messagesQuery.error} onRetry={() => void messagesQuery.refetch()} />;
  if (!storefront) return <Splash />;
  return (
    <StorefrontContext.Provider value={storefront}>
      {/* The shell's own mark: live once the shell is (core/hydration-marks.tsx). */}
      <HydrationMark />
      <Slot name="app.head" />
      <AppRoutes />
      <NoticeStack />
      {hasNativeButtons() ? (
        <MarkedSuspense fallback={null}>
          <TelegramButtons />
        </MarkedSuspense>
      ) : null}
    </StorefrontContext.Provider>
  );
}
