/**
 * Build-time configuration: Vite writes these values into the bundle when it is built (always text,
 * or absent). The API base switches to the development address on dev hosts (spec section 7) when
 * one is configured.
 */
import { isServiceHost } from '../../core/tenant/resolve-tenant.ts';

const env = {
  VITE_API_BASE: textOf(import.meta.env.VITE_API_BASE) ?? '/api',
  VITE_API_DEV_BASE: textOf(import.meta.env.VITE_API_DEV_BASE),
  /** Brands (subs) whose storefront always shows in Russian (spec section 4), comma separated. */
  VITE_FORCED_RUSSIAN_SUBS: textOf(import.meta.env.VITE_FORCED_RUSSIAN_SUBS) ?? '',
};

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function apiBaseFor(hostname: string): string {
  const devHost = isServiceHost(hostname) && !['localhost', '127.0.0.1'].includes(hostname);
  return devHost && env.VITE_API_DEV_BASE ? env.VITE_API_DEV_BASE : env.VITE_API_BASE;
}

export const forcedRussianSubs = new Set(
  env.VITE_FORCED_RUSSIAN_SUBS.split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
