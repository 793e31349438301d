/**
 * The merchant's console page (`/console/` and every path below it): the console's own index.html
 * (a second Vite entry, src/console/), never rendered on the server and never carrying a tenant's
 * boot data (the console finds its merchant from the address itself, as the storefront would).
 * Its policy is the storefront's with one thing added: it may frame its own origin (the settings
 * studio shows the storefront of the same host beside its form). No analytics, and no frame may hold
 * it (a console framed by another site could be clicked through by its staff).
 */
import { pageContentSecurityPolicy } from '../http/content-security-policy.ts';
import type { DirectiveSources } from '../http/security-config.ts';
import { pageSecurityHeaders } from '../http/security-headers.ts';

/** Where the console lives on the tenant's host. */
export const CONSOLE_BASE = '/console';

/** The console's index.html in the build output, as a URL path. */
export const CONSOLE_INDEX_PATH = `${CONSOLE_BASE}/index.html`;

/** True for the console's pages: /console, /console/ and everything below. */
export const isConsolePath = (path: string): boolean =>
  path === CONSOLE_BASE || path.startsWith(`${CONSOLE_BASE}/`);

/** The console page's headers: the storefront's strict policy, no frame ancestors, no analytics. */
export function consolePageHeaders(extraSources: DirectiveSources): Record<string, string> {
  const policy = pageContentSecurityPolicy({
    frameAncestors: [],
    analytics: null,
    extraSources,
    frames: ["'self'"],
  });
  // The page is the same for every merchant (the script reads the host): no Cookie or Host variance.
  return { ...pageSecurityHeaders(policy), vary: 'Accept-Encoding' };
}
