import { z } from 'zod';
import { ClientType, CourierStatus, Gender, MapProvider, SmsGateway } from './enums.ts';
import { LatLng } from './places.ts';
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
 * The merchant as the API shows it to a browser: an allow-list of the keys the storefront reads. A
 * plain (stripping) object on purpose: the server builds the public merchant by parsing its fixture
 * with it, so every other key, known or not, stays on the server; and a client meeting a backend that
 * sends more keeps only these.
 *
 * - id: the merchant header, per-merchant storage (session, basket, order draft);
 * - sub: remembered to find the merchant again; name and logo: the header and the title;
 * - isActive: an inactive merchant sends every visitor to /blocked;
 * - mainCityId: the city of the catalogue and branches.
 * The rest of the spec's merchant is in merchantServerShape; a key moves here when a screen reads it.
 */
/** The currencies the storefront prices in (ISO 4217): so'm, and tenge for a Kazakh merchant. */
export const Currency = z.enum(['UZS', 'KZT']);
export type Currency = z.infer<typeof Currency>;
/** The countries the merchants trade in (ISO 3166-1 alpha-2). */
export const Country = z.enum(['UZ', 'KZ']);
export type Country = z.infer<typeof Country>;

export const Merchant = z.object({
  id: Id,
  name: LocalizedText,
  logo: MediaPath.nullish(),
  sub: z.string().regex(/^[a-z0-9-]+$/, 'expected a lower-case sub-domain label such as burger'),
  isActive: z.boolean(),
  mainCityId: OptionalId,
  /**
   * The merchant's currency and country (not in the spec's merchant, which writes so'm, "tenge for
   * Kazakh"): a merchant's, never a language's, so a price keeps its currency when the customer
   * switches language. Missing: Uzbekistan and so'm, the spec's default.
   */
  currency: Currency.optional(),
  country: Country.optional(),
});
/**
 * Keys of the spec's merchant no screen reads, kept in the merchant's file for the server (the fixture
 * schema, MerchantFixture, adds them) and never sent to a browser:
 * - iikoOrganizationId, appId, smsGateway: ids of the POS, app and SMS integrations;
 * - yandexMapKey: a map key for the backend's map services; the storefront's map has its own source;
 * - color, latitude, longitude, domainUrl, mapProvider: not secret, but unused (the theme colour is
 *   the settings' mainColor; the map and its default position are not built yet);
 * - createdDate, lastModifiedDate, deleted: back-office record keeping.
 * Credentials (telegramBotToken, SMS and integration logins) are in MerchantFixture itself.
 */
export const merchantServerShape = {
  color: HexColor.nullish(),
  iikoOrganizationId: z.string().nullish(),
  yandexMapKey: z.string().nullish(),
  appId: z.string().nullish(),
  smsGateway: SmsGateway.nullish(),
  createdDate: DateTime.nullish(),
  deleted: z.boolean().default(false),
  lastModifiedDate: DateTime.nullish(),
  latitude: Latitude.nullish(),
  longitude: Longitude.nullish(),
  domainUrl: z.string().nullish(),
  mapProvider: MapProvider.nullish(),
};
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

/**
 * The courier of an order (GET /deliveries/v1/delivery/courier/{id}, {id} being the order's id). The
 * spec lists id, balance, user, status, createdDate and branch; the rest is this contract's, for
 * tracking: who drives, where they are now and how the delivery stands.
 */
export const Courier = z.object({
  id: Id,
  balance: Money.default(0),
  user: User.nullish(),
  status: z.string().nullish(),
  createdDate: DateTime.nullish(),
  branch: OptionalId,
  /** The order the answer is about. */
  orderId: OptionalId,
  name: z.string().nullish(),
  phone: z.string().nullish(),
  /** Where the courier is at `updatedAt` (null when unknown, e.g. a cancelled delivery). */
  latitude: Latitude.nullish(),
  longitude: Longitude.nullish(),
  updatedAt: DateTime.nullish(),
  /** The delivery's courier status now (spec section 4's list). */
  courierStatus: CourierStatus.nullish(),
  /** When the courier is expected at the address (while on the way). */
  arrivesAt: DateTime.nullish(),
  /** The way from the branch to the address, [latitude, longitude] points as the server orders them. */
  route: z.array(LatLng).nullish(),
});
export type Courier = z.infer<typeof Courier>;

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
