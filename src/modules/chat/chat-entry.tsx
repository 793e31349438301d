import type { ReactNode } from 'react';
import { useStorefront } from '../../core/storefront.tsx';
import { chatTarget } from './chat-target.ts';

/**
 * The way into the chat, as the channel opens it:
 * - a browser: a link to the chat in a new tab (t.me hands over to the Telegram app where installed);
 * - the Telegram Mini App: a button asking Telegram to open the chat itself (openTelegramLink,
 *   through the storefront's openExternal, which sends a t.me address to Telegram as
 *   web_app_open_tg_link), so the customer stays in Telegram;
 * - the Click app: a link with target _blank, which the Click app opens outside its web view (the
 *   mini app's page stays where it was, as with any link Click does not host).
 */
export function ChatEntry({ className, children }: { className: string; children: ReactNode }) {
  const { settings, channel, openExternal } = useStorefront();
  const target = chatTarget(settings);
  if (!target) return null;
  if (channel === 'telegram')
    return (
      <button type="button" className={className} onClick={() => openExternal(target.href)}>
        {children}
      </button>
    );
  return (
    <a className={className} href={target.href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
