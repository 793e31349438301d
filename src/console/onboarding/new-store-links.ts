/**
 * Where a new store is opened: on a tenant's own host (burger.example.uz) the new one is its sister
 * host (yangi-kafe.example.uz); elsewhere (local, demo and client hosts) the `vendor` parameter names it.
 */
export function newStoreUrl(
  sub: string,
  current: { hostname: string; origin: string; protocol: string; port: string },
  currentSub: string,
  path = '/',
): string {
  const [first, ...rest] = current.hostname.split('.');
  if (first === currentSub && rest.length > 0) {
    const port = current.port ? `:${current.port}` : '';
    return `${current.protocol}//${[sub, ...rest].join('.')}${port}${path}`;
  }
  return `${current.origin}${path}?vendor=${encodeURIComponent(sub)}`;
}
