/**
 * What every screen may know about the visit: merchant, settings, channel, language, API client.
 * Modules read it through these hooks instead of importing each other.
 */
import { createContext, useCallback, useContext } from 'react';
import type { ClientType, LocalizedText, Merchant, Settings, SettingsVariant } from '../contract/index.ts';
import type { ApiClient } from './api/client.ts';
import { formatPrice, type Currency } from './i18n/format.ts';
import type { AppLanguage } from './i18n/languages.ts';
import { localize } from './i18n/localize.ts';
import type { Messages, MessageValues } from './i18n/messages.ts';
import type { Registry } from './registry/registry.ts';
import type { StoredSession } from './session/session-store.ts';

/** Web browser, Telegram Mini App, or Click mini app. */
export type Channel = 'web' | 'telegram' | 'click';

/** The page's own origin, as `location` has it: the server renders with the request's. */
export type PageAddress = Pick<Location, 'protocol' | 'hostname' | 'port'>;

export interface Storefront {
  merchant: Merchant;
  /** Where the page is served from (links to sibling brands' storefronts are built on it). */
  address: PageAddress;
  settings: Settings;
  variant: SettingsVariant;
  channel: Channel;
  /** The messenger user's id inside the Telegram Mini App (orders carry it); null elsewhere. */
  telegramId: number | string | null;
  catalogueType: ClientType;
  api: ApiClient;
  registry: Registry;
  lang: AppLanguage;
  activeLanguages: AppLanguage[];
  setLanguage: (lang: AppLanguage) => void;
  messages: Messages;
  currency: Currency;
  /** The signed-in customer of this brand, or null for a guest. */
  session: StoredSession | null;
  signIn: (session: StoredSession) => void;
  /** Logs out (spec section 4) and goes home. */
  signOut: () => Promise<void>;
  /**
   * Opens a page outside the storefront (a payment provider's) as the channel expects: the browser
   * and the Click app go there in this window; the Telegram Mini App asks Telegram to open it
   * (openLink), and the customer comes back to the Mini App afterwards.
   */
  openExternal: (url: string) => void;
}

export const StorefrontContext = createContext<Storefront | null>(null);

export function useStorefront(): Storefront {
  const value = useContext(StorefrontContext);
  if (!value) throw new Error('useStorefront() is used outside the storefront');
  return value;
}

export const useSettings = (): Settings => useStorefront().settings;

/** t('catalogue.empty', { count: 2 }) */
export function useT(): (id: string, values?: MessageValues) => string {
  const { messages } = useStorefront();
  return useCallback((id: string, values?: MessageValues) => messages.format(id, values), [messages]);
}

export function useLocalize(): (text: LocalizedText | null | undefined) => string {
  const { lang } = useStorefront();
  return useCallback((text: LocalizedText | null | undefined) => localize(text, lang), [lang]);
}

export function usePrice(): (value: number) => string {
  const { lang, currency } = useStorefront();
  return useCallback((value: number) => formatPrice(value, currency, lang), [lang, currency]);
}
