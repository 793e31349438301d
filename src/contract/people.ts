import { z } from 'zod';
import { ClientType, Gender, MapProvider, SmsGateway } from './enums.ts';
import {
  DateOnly,
  DateTime,
  HexColor,
  Id,
  Latitude,
  LocalizedText,
  Longitude,
  MediaPath,
  Money,
  OptionalId,
} from './primitives.ts';

export const User = z.looseObject({
  id: Id,
  createdDate: DateTime.nullish(),
  lastModifiedDate: DateTime.nullish(),
  birthday: DateOnly.nullish(),
  email: z.email().nullish(),
  image: MediaPath.nullish(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  isActive: z.boolean().default(true),
  merchantId: OptionalId,
  phone: z.string(),
  /** Role values are not shown by the spec. */
  role: z.string().nullish(),
  cashback: Money.default(0),
  gender: Gender.nullish(),
});
export type User = z.infer<typeof User>;

export const PhoneChange = z.object({
  id: Id,
  code: z.string().nullish(),
  phone: z.string(),
  type: ClientType,
  time: z.number().int().nullish(),
  timestamp: DateTime.nullish(),
});

/**
 * The merchant as the API shows it to the storefront. The spec's merchant also has yandexDeliveryKey,
 * iikoApiLogin, smsUsername and smsPassword: those are secrets and live only in the server-side
 * fixture (MerchantFixture), so the response schema itself shows they never reach a browser.
 */
export const Merchant = z.looseObject({
  id: Id,
  name: LocalizedText,
  logo: MediaPath.nullish(),
  color: HexColor.nullish(),
  sub: z.string().regex(/^[a-z0-9-]+$/, 'expected a lower-case sub-domain label such as burger'),
  iikoOrganizationId: z.string().nullish(),
  yandexMapKey: z.string().nullish(),
  appId: z.string().nullish(),
  smsGateway: SmsGateway.nullish(),
  isActive: z.boolean(),
  createdDate: DateTime.nullish(),
  deleted: z.boolean().default(false),
  lastModifiedDate: DateTime.nullish(),
  latitude: Latitude.nullish(),
  longitude: Longitude.nullish(),
  mainCityId: OptionalId,
  domainUrl: z.string().nullish(),
  mapProvider: MapProvider.nullish(),
});
export type Merchant = z.infer<typeof Merchant>;

export const Brand = z.object({
  id: Id,
  merchantId: Id,
  name: LocalizedText,
  domainUrl: z.string(),
  color: HexColor.nullish(),
  image: MediaPath.nullish(),
  /** A brand removed by the merchant's admin stays listed for its customers with this flag. */
  deleted: z.boolean().default(false),
});
export type Brand = z.infer<typeof Brand>;

export const LoginResponse = z.object({ token: z.string().min(1), user: User });
export type LoginResponse = z.infer<typeof LoginResponse>;
export const PhoneVerificationStatus = z.object({ isPhoneVerificationRequired: z.boolean() });
export const ContactShareResult = z.object({
  status: z.string(),
  phone: z.string().nullish(),
  firstName: z.string().nullish(),
});
export const BotSession = z.object({
  status: z.string(),
  initData: z.string(),
  phone: z.string().nullish(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
});

export const Courier = z.object({
  id: Id,
  balance: Money.default(0),
  user: User.nullish(),
  status: z.string().nullish(),
  createdDate: DateTime.nullish(),
  branch: OptionalId,
});

export const Card = z.object({
  id: Id,
  name: z.string().nullish(),
  number: z.string(),
  expire: z.string().regex(/^\d{2}\/?\d{2}$/, 'expected MM/YY'),
  cvv: z.string().nullish(),
  time: z.number().int().nullish(),
  phone: z.string().nullish(),
  code: z.string().nullish(),
  isVerified: z.boolean().default(false),
  type: z.string().nullish(),
});
