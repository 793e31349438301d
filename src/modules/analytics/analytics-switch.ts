import { isServiceHost } from '../../core/tenant/resolve-tenant.ts';

/**
 * Whether this visit may load the merchant's counters at all.
 *
 * Counters report to the merchant's real statistics, so visits that are not customers' stay out of
 * them unless someone asks: a browser driven by automation (navigator.webdriver: every browser test)
 * and the service hosts a storefront is tried on (localhost and its sub-domains such as
 * burger.localhost, IP addresses, dev./local./demo./client. hosts). On those, `?analytics=on` in the
 * address the storefront opens with turns them on for that visit (a test that checks the counters, a
 * merchant checking its set-up on a demo host); `?analytics=off` turns them off anywhere.
 */
export function analyticsAllowed(search: string, hostname: string, automated: boolean): boolean {
  const asked = new URLSearchParams(search).get('analytics');
  if (asked === 'on') return true;
  if (asked === 'off') return false;
  if (automated) return false;
  const host = hostname.toLowerCase();
  return !isServiceHost(host) && !host.endsWith('.localhost');
}
