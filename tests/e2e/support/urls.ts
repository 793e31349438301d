/**
 * Addresses of tenant pages on the test server. Chromium resolves any `*.localhost` name to loopback,
 * so each tenant gets its own sub-domain, as in production; `?vendor=` is the fallback for hosts that
 * cannot carry a sub-domain.
 */
export const testPort = Number(process.env.E2E_PORT ?? 4599);

/** `http://<sub>.localhost:4599<path>`: the tenant chosen by sub-domain. */
export function tenantUrl(sub: string, path = '/'): string {
  return `http://${sub}.localhost:${testPort}${path}`;
}

/** `http://localhost:4599<path>?vendor=<sub>`: the tenant chosen by query parameter. */
export function vendorUrl(sub: string, path = '/'): string {
  return `http://localhost:${testPort}${path}?vendor=${encodeURIComponent(sub)}`;
}
