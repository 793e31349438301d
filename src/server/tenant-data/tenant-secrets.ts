/**
 * What of a tenant is a secret: payment credentials (payment-providers.json) and the merchant's
 * passwords, keys and bot token (merchant.json). An export leaves them out unless asked: a folder
 * handed to onboarding staff or kept in a repository must not carry them. Every key removed here is
 * optional in its schema, so an export without secrets still passes fixture:check.
 */
import { fixtureFiles } from '../../contract/fixtures.ts';
import type { TenantSnapshot } from './tenant-folder.ts';

/** merchant.json keys that are credentials. */
export const MERCHANT_SECRET_KEYS = [
  'smsUsername',
  'smsPassword',
  'telegramBotToken',
  'iikoApiLogin',
  'yandexDeliveryKey',
] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The snapshot without its secrets. */
export function withoutSecrets(snapshot: TenantSnapshot): TenantSnapshot {
  const files = { ...snapshot.files };
  delete files[fixtureFiles.paymentProviders.file];
  const merchant = files[fixtureFiles.merchant.file];
  if (isRecord(merchant)) {
    files[fixtureFiles.merchant.file] = Object.fromEntries(
      Object.entries(merchant).filter(([key]) => !(MERCHANT_SECRET_KEYS as readonly string[]).includes(key)),
    );
  }
  return { ...snapshot, files };
}
