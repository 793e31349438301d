/**
 * Build-time configuration, validated at boot. The API base switches to the development address on
 * dev hosts (spec section 7) when one is configured.
 */
import { z } from 'zod';
import { isServiceHost } from '../../core/tenant/resolve-tenant.ts';

const Env = z.object({
  VITE_API_BASE: z.string().default('/api'),
  VITE_API_DEV_BASE: z.string().optional(),
  /** Brands (subs) whose storefront always shows in Russian (spec section 4), comma separated. */
  VITE_FORCED_RUSSIAN_SUBS: z.string().default(''),
});

const env = Env.parse(import.meta.env);

export function apiBaseFor(hostname: string): string {
  const devHost = isServiceHost(hostname) && !['localhost', '127.0.0.1'].includes(hostname);
  return devHost && env.VITE_API_DEV_BASE ? env.VITE_API_DEV_BASE : env.VITE_API_BASE;
}

export const forcedRussianSubs = new Set(
  env.VITE_FORCED_RUSSIAN_SUBS.split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
