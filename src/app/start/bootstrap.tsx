/**
 * The start sequence of spec section 4, without artificial delays:
 *   merchant by sub -> (settings, catalogue, cities) in parallel -> the enabled modules' own calls
 *   (banners, stories, ...) and the message catalogues, as soon as the settings say what is on.
 * It renders a skeleton until the merchant, its settings and the messages are known.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { ApiClient } from '../../core/api/client.ts';
import { ApiRequestError, unwrapOrThrow } from '../../core/api/unwrap.ts';
import { catalogueQuery } from '../../core/catalogue/catalogue-queries.ts';
import { chooseLanguage } from '../../core/i18n/choose-language.ts';
import { DEFAULT_LANGUAGE, directionOf, type AppLanguage } from '../../core/i18n/languages.ts';
import { layoutDocuments } from '../../core/layout/layouts.ts';
import { Slot } from '../../core/layout/slot.tsx';
import type { Registry } from '../../core/registry/registry.ts';
import { StorefrontContext, type Channel, type Storefront } from '../../core/storefront.tsx';
import { readCookie, writeCookie } from '../../core/tenant/cookies.ts';
import type { TenantResolution } from '../../core/tenant/resolve-tenant.ts';
import { AppRoutes } from '../app-routes.tsx';
import { MerchantNotAvailable } from '../pages/merchant-not-available.tsx';
import { StartFailed } from '../pages/start-failed.tsx';
import { Splash } from '../pages/splash.tsx';
import { activeLanguages } from './active-languages.ts';
import { catalogueTypeOf, settingsVariantOf } from './channel.ts';
import { citiesQuery } from './cities-query.ts';
import { forcedRussianSubs } from './config.ts';
import { loadMessages } from './load-messages.ts';
import { forgetEverything, rememberMerchant } from './merchant-memory.ts';
import { settingsQuery } from './settings-query.ts';
import type { CallContext } from './storefront-api.ts';

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
}

/** A session default-language value can override the language once (removed after the first read). */
function readSessionDefaultLanguage(): string | null {
  try {
    return sessionStorage.getItem('defaultLanguage');
  } catch {
    return null;
  }
}

export function Bootstrap({ tenant, channel, registry, api, callContext }: Props) {
  const queryClient = useQueryClient();

  const merchantQuery = useQuery({
    queryKey: ['merchant', tenant.sub],
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
  const settings = settingsResult.data?.settings;

  // The rest of the first wave starts with the settings call, not after it.
  useEffect(() => {
    if (!merchant) return;
    rememberMerchant(merchant.id, merchant.sub);
    void queryClient.prefetchQuery(catalogueQuery(api, merchant.id, catalogueType));
    void queryClient.prefetchQuery(citiesQuery(api, merchant.id));
  }, [merchant, api, queryClient, catalogueType]);

  const enabledModules = useMemo(() => (settings ? registry.enabled(settings) : []), [registry, settings]);
  const languages = useMemo(() => (settings ? activeLanguages(settings) : []), [settings]);
  const [chosenLanguage, setChosenLanguage] = useState<AppLanguage | null>(null);
  const [sessionDefault] = useState(readSessionDefaultLanguage);
  useEffect(() => {
    try {
      sessionStorage.removeItem('defaultLanguage');
    } catch {
      // Storage disabled: nothing was read either.
    }
  }, []);
  const lang: AppLanguage | null = settings
    ? chosenLanguage && languages.includes(chosenLanguage)
      ? chosenLanguage
      : chooseLanguage({
          active: languages,
          mainLanguage: settings.mainLanguage,
          cookie: readCookie('lang'),
          sessionDefault,
          forcedRussian: !!merchant && forcedRussianSubs.has(merchant.sub),
        })
    : null;
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
    queryKey: ['messages', lang, enabledModules.map((m) => m.id).join(',')],
    queryFn: () => loadMessages(lang ?? DEFAULT_LANGUAGE, enabledModules),
    enabled: lang !== null,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (!lang) return;
    document.documentElement.lang = lang;
    document.documentElement.dir = directionOf(lang);
  }, [lang]);

  const setLanguage = useCallback((next: AppLanguage) => {
    writeCookie('lang', next);
    setChosenLanguage(next);
  }, []);

  const merchantMissing =
    tenant.sub === null ||
    (merchantQuery.error instanceof ApiRequestError && merchantQuery.error.status === 404);
  useEffect(() => {
    if (merchantMissing) forgetEverything();
  }, [merchantMissing]);

  const storefront = useMemo((): Storefront | null => {
    if (!merchant || !settings || !lang || !messagesQuery.data) return null;
    return {
      merchant,
      settings,
      variant,
      channel,
      catalogueType,
      api,
      registry,
      lang,
      activeLanguages: languages,
      setLanguage,
      messages: messagesQuery.data,
      // Spec: so'm, tenge for Kazakh. A Kazakh merchant (kz switched on) prices in tenge in every
      // language: a price's currency cannot change when the customer switches language.
      currency: settings.kz ? 'KZT' : 'UZS',
    };
  }, [
    merchant,
    settings,
    lang,
    messagesQuery.data,
    variant,
    channel,
    catalogueType,
    api,
    registry,
    languages,
    setLanguage,
  ]);

  if (merchantMissing) return <MerchantNotAvailable />;
  if (merchantQuery.error)
    return <StartFailed error={merchantQuery.error} onRetry={() => void merchantQuery.refetch()} />;
  if (messagesQuery.error)
    return <StartFailed error={messagesQuery.error} onRetry={() => void messagesQuery.refetch()} />;
  if (!storefront) return <Splash />;
  return (
    <StorefrontContext.Provider value={storefront}>
      <Slot name="app.head" />
      <AppRoutes />
    </StorefrontContext.Provider>
  );
}
