import type { Page } from '@playwright/test';

/**
 * Makes the storefront in this page see the server's clock reading `at`: the Date header of every API
 * answer is rewritten (the storefront takes opening hours from it: src/core/server-clock.ts). The
 * server itself keeps its own clock, so what it accepts does not change: use this to show the screens
 * of another day (a branch's day off), not to test the server's rules. The live order stream is left
 * alone (a rewritten stream would never end). A server-rendered page tells the storefront the
 * server's clock itself (contract/rendered-page.ts clockSkewMs): that is rewritten too.
 */
export async function showServerTimeAs(page: Page, at: Date): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith('/api/') && !url.pathname.endsWith('/events'),
    async (route) => {
      // Chromium resolves <tenant>.localhost to loopback itself; Node does not: ask 127.0.0.1 for the
      // same host.
      const url = new URL(route.request().url());
      const host = url.host;
      if (url.hostname.endsWith('.localhost')) url.hostname = '127.0.0.1';
      const headers = { ...(await route.request().allHeaders()), host };
      const response = await route.fetch({ url: url.href, headers });
      await route.fulfill({ response, headers: { ...response.headers(), date: at.toUTCString() } });
    },
  );
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const url = new URL(route.request().url());
      const host = url.host;
      if (url.hostname.endsWith('.localhost')) url.hostname = '127.0.0.1';
      const headers = { ...(await route.request().allHeaders()), host };
      const response = await route.fetch({ url: url.href, headers });
      const body = (await response.text()).replace(
        /"clockSkewMs":-?\d+(\.\d+)?/,
        `"clockSkewMs":${at.getTime() - Date.now()}`,
      );
      await route.fulfill({ response, body });
    },
  );
}
