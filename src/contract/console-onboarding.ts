/**
 * Starting a new tenant from the console (endpoints/console.ts): its sub-domain, brand name, languages,
 * colour and owner. The server makes it from the new-tenant template (the files `npm run fixture:new`
 * writes), stores it as any tenant, and serves it at once on every instance; its owner signs in to its
 * console with the phone given. Onboarding staff then shape it in the studio and export it
 * (`npm run tenant:export`). Who may: owners (`staff`).
 */
import { z } from 'zod';
import { PhoneNumber } from './endpoints/accounts.ts';
import { BackendLanguage, HexColor, LocalizedText } from './primitives.ts';

/** A sub-domain label: lower-case letters and digits, dashes inside (the fixtures' tenant name rule). */
export const TenantSub = z
  .string()
  .regex(
    /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/,
    'expected lower-case letters, digits and dashes (not first or last), such as my-cafe',
  );

export const NewTenantRequest = z.object({
  sub: TenantSub,
  /** The brand's name in its languages; the first language's is needed. */
  brand: LocalizedText,
  /** The storefront's languages, its main one first. */
  languages: z.array(BackendLanguage).min(1).max(BackendLanguage.options.length),
  mainColor: HexColor,
  ownerPhone: PhoneNumber,
  ownerName: z.string().trim().min(1).max(100),
});
export type NewTenantRequest = z.infer<typeof NewTenantRequest>;

export const NewTenant = z.object({ merchantId: z.number().int().positive(), sub: z.string() });
export type NewTenant = z.infer<typeof NewTenant>;
