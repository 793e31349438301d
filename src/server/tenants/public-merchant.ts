/** What of a merchant fixture may leave the server. */
import type { Merchant, MerchantFixture } from '../../contract/index.ts';
import type { z } from 'zod';

/**
 * Keys that are credentials or back-office integration data: kept in the fixture for the server's
 * own use (e.g. checking Telegram init data), never sent to a browser.
 */
export const merchantSecretKeys = [
  'telegramBotToken',
  'smsPassword',
  'smsUsername',
  'iikoApiLogin',
  'yandexDeliveryKey',
] as const;

/** The merchant as the API returns it: fixture metadata and secrets removed. */
export function publicMerchant(fixture: z.output<typeof MerchantFixture>): Merchant {
  const copy: Record<string, unknown> = { ...fixture };
  delete copy.$schema;
  for (const key of merchantSecretKeys) delete copy[key];
  // The fixture schema extends Merchant, so what is left is a Merchant.
  return copy as Merchant;
}

/**
 * A fixture document without its "$schema" editor hint, which the API never sends. Typed as the input
 * (with an optional, now absent, $schema) because Omit would erase the known keys of loose objects.
 */
export function withoutSchemaRef<T extends { $schema?: string | undefined }>(doc: T): T {
  const copy = { ...doc };
  delete copy.$schema;
  return copy;
}
