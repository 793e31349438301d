/**
 * The HTML of a message page (message-page.ts): a heading and a sentence, styled and scripted inline
 * and allowed by hash in the page's Content-Security-Policy, so the page is one request with no
 * storefront code (the storefront's screens for the same message loaded about 200 KB of JavaScript).
 */
import { createHash } from 'node:crypto';
import type { AppLanguage } from '../../core/i18n/languages.ts';
import { directionOf } from '../../core/i18n/languages.ts';

/**
 * What the storefront's screens for these messages did besides drawing them (app/pages/blocked.tsx,
 * merchant-not-available.tsx and start/merchant-memory.ts), with the data the server puts on <html>:
 * - data-sub, data-id: remember the merchant (its cookie and the stored merchant, as the storefront
 *   does on every visit), so the page's own address leads to it again;
 * - data-forget="kept": the address named no merchant, so the one this device remembers in storage
 *   (the cookie was not there: the server would have used it) is given to the server through the
 *   cookie, once; if none, or "always" (the remembered or named merchant is unknown), everything the
 *   device kept for the site is cleared;
 * - data-path: the address the storefront shows for the message (/blocked, /merchantNotAvailable).
 * It uses nothing of the storefront's code: cookie attributes as core/tenant/cookies.ts writes them.
 */
export const MESSAGE_PAGE_SCRIPT = `(function () {
  var d = document.documentElement.dataset;
  var sub = /^[a-z0-9-]+$/;
  var cookie = function (name, value, age) {
    document.cookie = name + '=' + encodeURIComponent(value) + '; Max-Age=' + age + '; Path=/; SameSite=Lax' +
      (location.protocol === 'https:' ? '; Secure' : '');
  };
  try {
    if (d.sub) {
      cookie('merchant', d.sub, 31536000);
      localStorage.setItem('merchant', JSON.stringify({ id: Number(d.id), sub: d.sub }));
    }
    if (d.forget) {
      var kept = d.forget === 'kept' ? JSON.parse(localStorage.getItem('merchant') || 'null') : null;
      if (kept && typeof kept.sub === 'string' && sub.test(kept.sub)) {
        cookie('merchant', kept.sub, 31536000);
        if (document.cookie.indexOf('merchant=') >= 0) return location.reload();
      }
      localStorage.clear();
      sessionStorage.clear();
      document.cookie.split(';').forEach(function (part) {
        var name = part.split('=')[0].trim();
        if (name) cookie(name, '', 0);
      });
    }
  } catch (error) {
    // Storage refused (a private mode): the message stands as it is.
  }
  if (location.pathname !== d.path) history.replaceState(null, '', d.path);
})();
`;

/** The storefront's surface and text colours (ui/base.css) and its page-state layout (ui/page-state.css). */
export const MESSAGE_PAGE_STYLE = `:root { color-scheme: light dark; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', 'Noto Sans CJK SC', sans-serif; color: #15171a; background: #fff; }
@media (prefers-color-scheme: dark) { :root { color: #f2f3f5; background: #121417; } main p { color: #a9b0bc; } }
body { margin: 0; }
main { display: grid; justify-items: center; gap: 12px; padding: 64px 24px; text-align: center; }
h1 { margin: 0; font-size: 24px; }
p { margin: 0; max-width: 46ch; color: #5b6270; overflow-wrap: anywhere; }
`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The policy's sources for the inline script and style above. */
export const MESSAGE_PAGE_SOURCES = {
  script: sha256(MESSAGE_PAGE_SCRIPT),
  style: sha256(MESSAGE_PAGE_STYLE),
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** What a message page says and does. */
export interface MessagePageContent {
  lang: AppLanguage;
  title: string;
  message: string;
  /** The script's data (see MESSAGE_PAGE_SCRIPT), written as data-* attributes of <html>. */
  data: { path: string; sub?: string; id?: string; forget?: 'kept' | 'always' };
}

export function messagePageHtml({ lang, title, message, data }: MessagePageContent): string {
  const attributes = Object.entries(data)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join('');
  return `<!doctype html>
<html lang="${lang}" dir="${directionOf(lang)}"${attributes}>
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.svg">
<style>${MESSAGE_PAGE_STYLE}</style>
</head>
<body>
<main id="main"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main>
<script>${MESSAGE_PAGE_SCRIPT}</script>
</body>
</html>
`;
}
