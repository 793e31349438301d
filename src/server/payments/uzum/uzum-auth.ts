/**
 * Uzum Bank authenticates its webhooks with HTTP Basic auth: the login and password the merchant
 * gave Uzum (payment-providers.json). Compared in constant time, as digests of equal length.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { UzumCredentials } from '../../../contract/payment-providers.ts';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** The `login:password` a Basic Authorization header carries; null when it is no Basic header. */
export function basicCredentials(header: string | undefined): string | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  return decoded.includes(':') ? decoded : null;
}

export function uzumAuthMatches(given: string, credentials: UzumCredentials): boolean {
  return timingSafeEqual(digest(given), digest(`${credentials.login}:${credentials.password}`));
}

/** The header Uzum sends (the sandbox calls with it). */
export const uzumAuthorization = (credentials: Pick<UzumCredentials, 'login' | 'password'>): string =>
  `Basic ${Buffer.from(`${credentials.login}:${credentials.password}`, 'utf8').toString('base64')}`;
