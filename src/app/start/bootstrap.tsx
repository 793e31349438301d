/**
 * The storefront's start (spec section 4), without artificial delays: the merchant, then its settings
 * with the catalogue and cities, then the enabled modules' calls and the messages (start-queries.ts).
 * It shows a start screen until the merchant, its settings and the messages are known, then gives
 * every screen the visit (core/storefront.tsx) and draws the routes. Each step is a hook of its own:
 * use-merchant, use-visit-settings, use-language-choice, use-modules-wave, use-shown,
 * use-session-controls.
 */
import { lazy, useLayoutEffect, useMemo } from 'react';
import { HydrationMark, MarkedSuspense } from '../../core/hydration-marks.tsx';
import { hasNativeButtons } from '../../core/channel-buttons.ts';
import { currencyOf } from '../../core/i18n/currency.ts';
import type { AppLanguage } from '../../core/i18n/languages.ts';
import { Slot } from '../../core/layout/slot.tsx';
import { StorefrontContext, type PageAddress, type Storefront } from '../../core/storefront.tsx';
import { AppRoutes } from '../app-routes.tsx';
import type { Messenger } from '../channels/telegram/messenger.ts';
import { openExternal } from '../channels/open-external.ts';
import { NoticeStack } from '../notice-stack.tsx';
import { MerchantNotAvailable } from '../pages/merchant-not-available.tsx';
import { StartFailed } from '../pages/start-failed.tsx';
import { Splash } from '../pages/splash.tsx';
import type { AppServices } from './app-services.ts';
import { forcedRussianSubs } from './config.ts';
import { useLanguageChoice } from './use-language-choice.ts';
import { useMerchant } from './use-merchant.ts';
import { useModulesWave } from './use-modules-wave.ts';
import { useSessionControls } from './use-session-controls.ts';
import { useShown } from './use-shown.ts';
import { useVisitSettings } from './use-visit-settings.ts';
import type { Visit } from './visit.ts';

/** Telegram's own buttons: their code downloads only inside a Telegram client. */
const TelegramButtons = lazy(() => import('../channels/telegram/telegram-buttons.tsx'));

export interface BootstrapProps {
  visit: Visit;
  services: AppServices;
  /** Inside the messenger: its init data, the customer there and the messenger's theme. */
  messenger: Messenger | null;
  /** The language of the server-rendered page this render hydrates (or renders on the server). */
  renderedLanguage: AppLanguage | null;
  /** The page's origin: `location` in the browser, the request's on the server. */
  address: PageAddress;
}

export function Bootstrap({ visit, services, messenger, renderedLanguage, address }: BootstrapProps) {
  const { channel, variant, catalogueType } = visit;
  const { api, registry } = services;
  const { query: merchantQuery, merchant, missing } = useMerchant(visit, services);
  const settings = useVisitSettings(api, merchant?.id, variant, messenger);
  const modules = useMemo(() => (settings ? registry.enabled(settings) : []), [registry, settings]);
  const { lang, languages, setLanguage } = useLanguageChoice(
    settings,
    !!merchant && forcedRussianSubs.has(merchant.sub),
    messenger?.language ?? null,
    renderedLanguage,
  );
  useLayoutEffect(() => {
    // Error texts of every later call come in the language shown (the call context, storefront-api.ts).
    if (lang) services.callContext.setLanguage(lang);
  }, [lang, services.callContext]);
  useModulesWave(services, visit, modules, merchant, settings, lang);
  const { shown, messagesQuery } = useShown(settings, lang, modules);
  const { session, signIn, signOut, switchLanguage } = useSessionControls({
    services,
    merchant,
    channel,
    messenger,
    lang,
    setLanguage,
    messages: shown?.messages,
  });
  // The init data names the messenger user (unverified: the server checks the order's token, not this).
  const telegramId = channel === 'telegram' ? (messenger?.userId ?? visit.tenant.tgId) : null;

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
      currency: currencyOf(merchant),
      session,
      signIn,
      signOut,
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
    signOut,
  ]);

  if (missing) return <MerchantNotAvailable />;
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
