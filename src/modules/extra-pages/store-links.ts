import type { Settings } from '../../contract/index.ts';

export type StoreKind = 'ios' | 'android' | 'telegramBot';

export interface StoreLink {
  kind: StoreKind;
  href: string;
}

/** Where each kind of link may point: its store's own host, so a typo cannot send customers elsewhere. */
const hosts: Record<StoreKind, readonly string[]> = {
  ios: ['apps.apple.com', 'itunes.apple.com'],
  android: ['play.google.com'],
  telegramBot: ['t.me', 'telegram.me'],
};

function linkOf(kind: StoreKind, value: string | null | undefined): StoreLink | null {
  const written = value?.trim();
  if (!written) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(written) ? written : `https://${written}`);
    return url.protocol === 'https:' && hosts[kind].includes(url.hostname) ? { kind, href: url.href } : null;
  } catch {
    return null;
  }
}

/**
 * The app download page's links: the App Store and Google Play apps, and the Telegram bot beside them
 * when there is an app at all (the page exists for the apps: a bot alone is in the footer and the chat).
 */
export function storeLinks(
  settings: Pick<Settings, 'iosAppLink' | 'androidAppLink' | 'telegramBotLink'>,
): StoreLink[] {
  const apps = [linkOf('ios', settings.iosAppLink), linkOf('android', settings.androidAppLink)].filter(
    (link): link is StoreLink => link !== null,
  );
  if (apps.length === 0) return [];
  const bot = linkOf('telegramBot', settings.telegramBotLink);
  return bot ? [...apps, bot] : apps;
}
