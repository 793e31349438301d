/**
 * For tests of a server-rendered page before it is live: waiting until the server answers a page
 * rendered (a cold server answers browser-rendered while its first renders are slower than a
 * visitor waits), and holding the files that make it live.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Waits until `pageUrl` (a tenant's `*.localhost` address) comes rendered by the server. The test
 * runner's own requests cannot resolve `*.localhost` names: they go to `origin` with the tenant's host.
 */
export async function untilServerRendered(
  request: APIRequestContext,
  origin: string,
  pageUrl: string,
  headers: Record<string, string> = {},
): Promise<void> {
  const { host, pathname, search } = new URL(pageUrl);
  await expect
    .poll(
      async () =>
        (await request.get(`${origin}${pathname}${search}`, { headers: { ...headers, host } })).text(),
      { timeout: 20_000 },
    )
    .toContain('id="rendered-page"');
}

/**
 * Holds the files matching `files` until the returned function is called: the server's page is on
 * screen, and what those files bring (the storefront's code, the texts it hydrates with) waits.
 */
export async function holdFiles(page: Page, files: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(files, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The storefront's code: held, only the page's module script (app/boot.ts) has run. */
export const STOREFRONT_CODE = /\/assets\/main-[^/]+\.js$/;
