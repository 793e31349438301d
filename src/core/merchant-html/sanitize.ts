import DOMPurify, { type WindowLike } from 'dompurify';

/**
 * In a browser DOMPurify cleans with the page's own DOM; on the server (entry-server.tsx) there is
 * none, and the server gives one (jsdom's) before it renders a page.
 */
let purifier = DOMPurify;
let documentOf = (): Document => document;
export function sanitizeWithWindow(window: WindowLike & { document: Document }): void {
  purifier = DOMPurify(window);
  documentOf = () => window.document;
}

/** A base no real link can point at: what a relative link resolves against. */
const SAME_SITE = 'https://same-site.invalid';

/**
 * The link to keep for a merchant's href, or null to drop it. Browsers read "//host", "/\host" and
 * "\\host" as links to another host, and "https:\\host" as "https://host" (a backslash is a slash in
 * web URLs; tabs and new lines vanish). So a link is read here the way a browser reads it: one to this
 * site is kept as a plain path, one to another site only when written out as http(s)://host, and
 * any backslash drops it.
 */
export function safeHref(raw: string): string | null {
  const written = raw.replace(/[\t\n\r]/g, '').trim();
  if (written.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(written, `${SAME_SITE}/`);
  } catch {
    return null;
  }
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return written;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === SAME_SITE)
    return /^\/(?![/\\])/.test(written) ? `${url.pathname}${url.search}${url.hash}` : null;
  return /^https?:\/\//i.test(written) ? written : null;
}

/**
 * Merchant HTML is untrusted: only text formatting survives (no scripts, styles, forms, frames or
 * event handlers), links to other sites are only explicit http(s) ones, and they open safely in a
 * new tab.
 */
export function sanitizePolicyHtml(html: string): string {
  const clean = purifier.sanitize(html, {
    ALLOWED_TAGS: [
      'h1',
      'h2',
      'h3',
      'h4',
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'ul',
      'ol',
      'li',
      'a',
      'blockquote',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'hr',
      'span',
    ],
    ALLOWED_ATTR: ['href', 'title'],
    // A path must stay on the site: browsers read "//host" and "/\host" as another host, which would
    // open in the same tab looking like an internal link.
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?![/\\]))/i,
  });
  const template = documentOf().createElement('template');
  template.innerHTML = clean;
  for (const link of template.content.querySelectorAll('a[href]')) {
    const href = safeHref(link.getAttribute('href') ?? '');
    if (href === null) link.removeAttribute('href');
    else link.setAttribute('href', href);
  }
  for (const link of template.content.querySelectorAll('a[href^="http"]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  return template.innerHTML;
}
