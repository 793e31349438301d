/**
 * Watching a browser context for script that should never run: the payload hook, any dialog (alert,
 * confirm, prompt), and markup that would run script on a click (javascript: links, inline handlers,
 * frames) even when nothing fired yet.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { XSS_HOOK } from './xss-payloads.ts';

/** One call of the hook: which payload, on which page. */
export interface XssHit {
  id: unknown;
  url: string;
}

export interface XssWatch {
  hits: XssHit[];
  dialogs: string[];
}

/**
 * Installs the hook in every page and frame of the context (before any page script runs) and
 * records dialogs, dismissing them so a test never hangs on one.
 */
export async function watchForXss(context: BrowserContext): Promise<XssWatch> {
  const watch: XssWatch = { hits: [], dialogs: [] };
  await context.exposeBinding(XSS_HOOK, (source, id: unknown) => {
    watch.hits.push({ id, url: source.frame.url() });
  });
  context.on('dialog', (dialog) => {
    watch.dialogs.push(`${dialog.type()}: ${dialog.message()} on ${dialog.page()?.url() ?? '?'}`);
    void dialog.dismiss().catch(() => {});
  });
  return watch;
}

/**
 * Markup on the page that could run script: script elements other than the app's bundles, its
 * JSON boot data and its JSON-LD, event-handler attributes, frames and plug-ins, a <base> or refresh, styles with
 * script, and links or sources whose scheme is not http(s), tel or mailto (images may be data: or
 * blob:). A link written as a path (not as http...) must stay on the site: "//host" and "/\host"
 * look internal but leave. Returns one line per finding.
 */
export function unsafeMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const where = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).join('.')}`
          : ''
      }>`;
    const linkSchemes = new Set(['http:', 'https:', 'tel:', 'mailto:']);
    const sourceSchemes = new Set(['http:', 'https:', 'data:', 'blob:']);
    const checkUrl = (el: Element, attribute: string, raw: string, schemes: Set<string>) => {
      let url: URL;
      try {
        url = new URL(raw, document.baseURI);
      } catch {
        return;
      }
      if (!schemes.has(url.protocol)) found.push(`${where(el)} ${attribute}="${raw}"`);
      else if (url.protocol === 'data:' && !/^data:image\//i.test(raw.trim()))
        found.push(`${where(el)} ${attribute}="${raw}"`);
      else if (
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        url.origin !== location.origin &&
        !/^\s*https?:/i.test(raw)
      )
        found.push(`${where(el)} ${attribute}="${raw}" leaves the site while looking internal`);
    };
    for (const el of document.querySelectorAll('*')) {
      const tag = el.tagName.toLowerCase();
      if (['iframe', 'frame', 'object', 'embed', 'base', 'applet'].includes(tag)) found.push(where(el));
      if (tag === 'meta' && el.getAttribute('http-equiv')?.toLowerCase() === 'refresh') found.push(where(el));
      if (tag === 'script') {
        // Data blocks, which no browser runs: the boot data and the page's JSON-LD.
        const json = ['application/json', 'application/ld+json'].includes(el.getAttribute('type') ?? '');
        const bundle =
          el.hasAttribute('src') &&
          new URL(el.getAttribute('src')!, document.baseURI).origin === location.origin;
        if (!json && !bundle) found.push(`${where(el)} ${el.textContent?.slice(0, 80) ?? ''}`);
      }
      for (const attr of el.attributes) {
        const name = attr.name.toLowerCase();
        if (name.startsWith('on')) found.push(`${where(el)} ${attr.name}="${attr.value}"`);
        else if (name === 'srcdoc') found.push(`${where(el)} srcdoc`);
        else if (
          name === 'style' &&
          /expression\s*\(|javascript:|url\s*\(\s*['"]?\s*javascript/i.test(attr.value)
        )
          found.push(`${where(el)} style="${attr.value}"`);
        else if (['href', 'xlink:href', 'action', 'formaction'].includes(name) && tag !== 'link')
          checkUrl(el, name, attr.value, linkSchemes);
        else if (['src', 'poster', 'data'].includes(name) && tag !== 'script')
          checkUrl(el, name, attr.value, sourceSchemes);
      }
    }
    return found;
  });
}

/** Asserts the page holds no markup that could run script. */
export async function expectSafeMarkup(page: Page, screen: string): Promise<void> {
  expect(await unsafeMarkup(page), `unsafe markup on ${screen} (${page.url()})`).toEqual([]);
}
