/**
 * What the storefront knows of Telegram when it starts inside it: the launch's init data (or the one
 * kept from an earlier launch), the customer's language and id there, and the messenger's theme.
 * main.tsx loads this only inside Telegram: its schemas are not part of any other visit's start.
 */
import { readLaunchParams, userOfInitData, type LaunchParams } from './launch-params.ts';
import { bridgeOf, currentInitData } from './telegram-session.ts';

export interface Messenger {
  initData: string | null;
  /** The language of the customer's Telegram app. */
  language: string | null;
  theme: LaunchParams['themeParams'] | null;
  /** The Telegram user the init data names (unverified: the server checks the order's token, not this). */
  userId: number | null;
}

export function telegramMessenger(hash: string): Messenger {
  const launch = readLaunchParams(hash);
  const initData = currentInitData(launch?.initData ?? null);
  const user = initData ? userOfInitData(initData) : null;
  return {
    initData,
    language: user?.language_code ?? null,
    theme: launch?.themeParams ?? null,
    userId: user?.id ?? null,
  };
}

/**
 * Whether a Telegram client is there to draw Telegram's own Back and Main buttons (every Telegram app
 * since Bot API 6.1, mid-2022, has both; an older one ignores the calls).
 */
export const hasTelegramClient = (): boolean => bridgeOf().connected;
