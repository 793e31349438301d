/** What every console screen may know: the merchant, the API client, the language and the session. */
import { createContext, useContext } from 'react';
import type { ApiClient } from '../../core/api/client.ts';
import type { Merchant } from '../../contract/index.ts';
import type { ConsoleLanguage, Texts } from '../i18n/texts.ts';

export interface ConsoleValue {
  merchant: Merchant;
  api: ApiClient;
  lang: ConsoleLanguage;
  setLang: (lang: ConsoleLanguage) => void;
  t: Texts;
  /** Whether a staff token is kept for this merchant. */
  signedIn: boolean;
  /** The headers of a signed-in call, for what goes around the client (the live stream). */
  callHeaders: () => Record<string, string>;
  signIn: (token: string) => void;
  /** Ends the session on the server (best effort) and forgets the token. */
  signOut: () => Promise<void>;
}

export const ConsoleContext = createContext<ConsoleValue | null>(null);

export function useConsole(): ConsoleValue {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('useConsole() is used outside the console');
  return value;
}

export const useTexts = (): Texts => useConsole().t;
