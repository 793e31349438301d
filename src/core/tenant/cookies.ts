/** Small cookie helpers. The locale cookies live 365 days with SameSite=Lax (spec section 9). */
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The attributes of every cookie the storefront writes: the whole site, SameSite=Lax, and Secure when
 * the page came over TLS, so the cookies (the init data among them) never travel over plain HTTP.
 * Not HttpOnly: the storefront itself reads them.
 */
export function cookieAttributes(maxAgeSeconds: number, protocol = location.protocol): string {
  return `Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${protocol === 'https:' ? '; Secure' : ''}`;
}

export function readCookie(
  name: string,
  source = typeof document === 'undefined' ? '' : document.cookie,
): string | null {
  for (const part of source.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds = YEAR_SECONDS): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; ${cookieAttributes(maxAgeSeconds)}`;
}

/** Expires every cookie this page can see (used when the merchant cannot be found and on logout). */
export function clearAllCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; ${cookieAttributes(0)}`;
  }
}
