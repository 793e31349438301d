import type { Settings } from '../../contract/index.ts';

export interface ChatTarget {
  /** The https address of the chat. */
  href: string;
  /**
   * The path of a Telegram link (t.me/<path>), which the Mini App hands to Telegram to open the chat
   * in Telegram itself; null for a chat elsewhere.
   */
  telegramPath: string | null;
}

const TELEGRAM_HOSTS = new Set(['t.me', 'telegram.me']);

/** A settings value as an https chat address: "https://t.me/x", "t.me/x" and "@x" are all t.me/x. */
function chatAddress(value: string | null | undefined): URL | null {
  const written = value?.trim() ?? '';
  if (!written) return null;
  const text = written.startsWith('@')
    ? `https://t.me/${written.slice(1)}`
    : /^[a-z][a-z0-9+.-]*:/i.test(written)
      ? written
      : `https://${written.replace(/^\/+/, '')}`;
  try {
    const url = new URL(text);
    // Spec section 8: dangerous schemes are refused; plain http is upgraded by nobody, so refused too.
    if (url.protocol !== 'https:' || url.username || url.password) return null;
    if (TELEGRAM_HOSTS.has(url.hostname) && !/^\/[A-Za-z0-9_]{3,}/.test(url.pathname)) return null;
    return url;
  } catch {
    return null;
  }
}

/**
 * Where the chat opens: the merchant's bot (telegramBotLink, web settings) first, the bot being where
 * a Telegram customer's orders and questions already are; else the Telegram account (telegram).
 * Null when neither is a usable https address.
 */
export function chatTarget(settings: Pick<Settings, 'telegramBotLink' | 'telegram'>): ChatTarget | null {
  const url = chatAddress(settings.telegramBotLink) ?? chatAddress(settings.telegram);
  if (!url) return null;
  const telegram = TELEGRAM_HOSTS.has(url.hostname);
  return {
    href: telegram ? `https://t.me${url.pathname}${url.search}` : url.href,
    telegramPath: telegram ? `${url.pathname}${url.search}` : null,
  };
}
