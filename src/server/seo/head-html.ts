/**
 * Writes a page head (core/seo/page-head.ts) into index.html: the <html> element's language and
 * direction, the <title>, and the description, robots, canonical, hreflang, Open Graph and JSON-LD
 * tags before </head>.
 *
 * Everything in it comes from merchant data, which is untrusted: text and attribute values are
 * escaped, and the JSON-LD has every "<" written as \u003c, so no value can close its script element
 * (the boot data does the same). A JSON-LD element is data that browsers never run: the page's
 * Content-Security-Policy needs no exception for it.
 */
import type { PageHead } from '../../core/seo/page-head.ts';
import { escapeHtml } from '../http/escape-html.ts';

/** JSON that cannot end the script element it sits in, nor open a comment in it. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}">`;

/** The tags that go before </head> (the title goes in place of index.html's own). */
export function headTags(head: PageHead): string {
  const { og } = head;
  const tags = [meta('name', 'description', head.description)];
  if (!head.index) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  for (const { hreflang, href } of head.alternates) {
    tags.push(`<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`);
  }
  tags.push(
    meta('property', 'og:type', og.type),
    meta('property', 'og:site_name', og.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', og.url),
    meta('property', 'og:locale', og.locale),
    ...og.localeAlternates.map((locale) => meta('property', 'og:locale:alternate', locale)),
  );
  if (og.image) {
    tags.push(meta('property', 'og:image', og.image.url));
    if (og.image.width && og.image.height) {
      tags.push(
        meta('property', 'og:image:width', og.image.width),
        meta('property', 'og:image:height', og.image.height),
      );
    }
    if (og.image.alt) tags.push(meta('property', 'og:image:alt', og.image.alt));
  }
  if (og.price) {
    tags.push(
      meta('property', 'product:price:amount', og.price.amount),
      meta('property', 'product:price:currency', og.price.currency),
    );
  }
  tags.push(meta('name', 'twitter:card', og.image ? 'summary_large_image' : 'summary'));
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
  return tags.join('');
}

/** index.html with the head written in. */
export function withHead(html: string, head: PageHead): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const htmlTag = `<html lang="${head.lang}" dir="${head.dir}">`;
  let page = /<html\b[^>]*>/i.test(html) ? html.replace(/<html\b[^>]*>/i, htmlTag) : html;
  page = /<title>[\s\S]*?<\/title>/i.test(page)
    ? page.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : page.replace(/<\/head>/i, () => `${title}</head>`);
  const tags = headTags(head);
  return /<\/head>/i.test(page) ? page.replace(/<\/head>/i, () => `${tags}</head>`) : `${tags}${page}`;
}
