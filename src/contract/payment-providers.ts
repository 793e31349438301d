/**
 * payment-providers.json: a merchant's credentials with each online payment provider. Server only:
 * the reference server answers the providers' merchant callbacks with them and builds the checkout
 * addresses; no endpoint ever sends this file or a field of it to a browser.
 *
 * Each provider is optional: a merchant without Payme credentials cannot be paid with Payme, whatever
 * its settings say (the checkout call refuses, and fixture:check warns about the mismatch).
 */
import { z } from 'zod';
import { SchemaRef } from './primitives.ts';

const secret = (description: string) => z.string().min(1).meta({ description });

/**
 * What Payme's fiscal receipt detail needs beyond the order (receipts.create `detail.items`): each
 * line's classifier code (MXIK/IKPU) and package code, and the VAT rate. A product's own `mxicCode`
 * and `packageCode` win; these are the merchant's defaults for products without them (and the code
 * of the service fee line). Without a code from either, a card payment is refused rather than sent
 * with an invented code.
 */
export const PaymeFiscal = z.strictObject({
  mxikCode: z
    .string()
    .regex(/^\d{17}$/, 'expected the 17 digits of an MXIK (IKPU) code')
    .optional()
    .meta({ description: 'Default classifier code of a line whose product has no mxicCode' }),
  packageCode: z
    .string()
    .min(1)
    .optional()
    .meta({ description: 'Default package code of a line whose product has no packageCode' }),
  vatPercent: z
    .number()
    .min(0)
    .max(100)
    .default(12)
    .meta({ description: 'VAT rate of every line, percent (Uzbekistan’s standard rate is 12)' }),
});
export type PaymeFiscal = z.infer<typeof PaymeFiscal>;

/** Payme (Paycom): Merchant API callbacks, the checkout page and the Subscribe API for saved cards. */
export const PaymeCredentials = z.strictObject({
  merchantId: z
    .string()
    .regex(/^[0-9a-f]{24}$/, 'expected the 24 hexadecimal characters of a Payme merchant id')
    .meta({ description: 'The cash register id ("m" of the checkout address, X-Auth of the Subscribe API)' }),
  key: secret('The cash register key: Payme calls back with Basic auth Paycom:<key>'),
  /**
   * Payme's test environment signs with its own key. It is accepted only while `testMode` is on: the
   * test environment pays with test cards, so a call signed with it must never mark a real order paid.
   */
  testKey: secret('The key of the cash register in Payme’s test environment').optional(),
  /**
   * The merchant is being tested with Payme's test environment: calls signed with `testKey` are
   * answered. Their transactions are kept apart from real ones (provider PAYME_TEST): they never mark
   * an order paid, never touch a real transaction, and GetStatement signed with one key lists only
   * that key's transactions. Off (the default), a call signed with the test key is refused (-32504).
   */
  testMode: z.boolean().default(false).meta({
    description: 'Answer calls signed with testKey (Payme’s test environment); never in production',
  }),
  checkoutUrl: z.url().default('https://checkout.paycom.uz/'),
  subscribeApiUrl: z.url().default('https://checkout.paycom.uz/api'),
  /** Receipt detail defaults for card payments through the Subscribe API (saved cards). */
  fiscal: PaymeFiscal.optional(),
});
export type PaymeCredentials = z.infer<typeof PaymeCredentials>;

/** Click: the SHOP API callbacks (prepare and complete) and the pay page. */
export const ClickCredentials = z.strictObject({
  serviceId: z.number().int().positive().meta({ description: 'service_id in the Click merchant cabinet' }),
  merchantId: z.number().int().positive().meta({ description: 'merchant_id in the Click merchant cabinet' }),
  merchantUserId: z.number().int().positive().meta({ description: 'merchant_user_id (Merchant API auth)' }),
  secretKey: secret('SECRET_KEY: the MD5 sign_string of every callback is computed with it'),
  payUrl: z.url().default('https://my.click.uz/services/pay'),
  merchantApiUrl: z.url().default('https://api.click.uz/v2/merchant'),
});
export type ClickCredentials = z.infer<typeof ClickCredentials>;

/** Uzum Bank: the merchant API callbacks (check, create, confirm, reverse, status). */
export const UzumCredentials = z.strictObject({
  serviceId: z.number().int().positive().meta({ description: 'serviceId Uzum sends on every call' }),
  login: secret('Basic auth login of Uzum’s calls'),
  password: secret('Basic auth password of Uzum’s calls'),
  checkoutUrl: z.url().default('https://www.uzumbank.uz/open-service'),
  /**
   * Uzum treats a transaction it created but did not confirm within 30 minutes as failed; the merchant
   * fails it too once that time is past, so the order can be paid again (uzum/uzum-failure.ts).
   */
  createdTimeoutMinutes: z.number().int().min(1).max(1440).default(30).meta({
    description: 'Minutes a created Uzum transaction waits for its confirm, then it fails (Uzum waits 30)',
  }),
});
export type UzumCredentials = z.infer<typeof UzumCredentials>;

export const PaymentProvidersFile = z
  .strictObject({
    $schema: SchemaRef,
    payme: PaymeCredentials.optional(),
    click: ClickCredentials.optional(),
    uzum: UzumCredentials.optional(),
  })
  .meta({ description: 'Online payment credentials per provider (server only)' });
export type PaymentProvidersFile = z.infer<typeof PaymentProvidersFile>;
