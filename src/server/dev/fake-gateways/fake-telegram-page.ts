/**
 * The fake Bot API's own page (GET /): the messages the merchants' bots sent, newest first, for a person
 * trying `npm start` to see the order news a Mini App customer would get in Telegram.
 */
import { escapeHtml } from '../../http/escape-html.ts';
import type { FakeMessage } from './fake-telegram.ts';

export function fakeTelegramPage(messages: readonly FakeMessage[]): string {
  const rows = [...messages]
    .reverse()
    .map(
      (message) =>
        `<tr><td>${escapeHtml(new Date(message.at).toISOString())}</td><td>${message.botId}</td>` +
        `<td>${escapeHtml(message.chatId)}</td><td class="text">${escapeHtml(message.text)}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Telegram Bot API (stand-in)</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px system-ui,sans-serif;margin:1.5rem;max-width:60rem}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}.text{white-space:pre-wrap}</style></head>
<body><h1>Telegram Bot API (stand-in)</h1>
<p>Nothing here reaches Telegram. Reload to see new messages.</p>
${
  rows
    ? `<table><thead><tr><th>Sent</th><th>Bot</th><th>Chat</th><th>Text</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No message yet: order in the Telegram Mini App and move the order on.</p>'
}
</body></html>`;
}
