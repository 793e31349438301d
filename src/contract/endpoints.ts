/**
 * The API table of spec section 7, as data. The HTTP client and the reference server are both built
 * from it, so a path or payload cannot drift between them.
 *
 * `path` is written exactly as the spec writes it, auth marker included ("/WITH_TOKEN" means the call
 * needs a bearer token; "/NO_TOKEN" is just removed). `routeOf` turns it into the wire path.
 */
import { z } from 'zod';
import { Branch } from './branch.ts';
import { Catalogue, Grade } from './catalogue.ts';
import {
  Order,
  OrderMerchantSettings,
  OrderRequest,
  OrderSettings,
  PaymentAvailability,
  Policy,
  TariffRequest,
  TariffResponse,
} from './commerce.ts';
import { Banner, Review, Story } from './content.ts';
import { OrderCancelRequest } from './order-cancel.ts';
import { OrderReview, OrderReviewAnswer, OrderReviewRequest, PRODUCT_REVIEWS_PAGE_SIZE } from './reviews.ts';
import { ExtraPages } from './extra-pages.ts';
import { CustomerPromo, PromoCheckRequest, PromoOffer } from './promo.ts';
import { ClientType, OrderStatus, PolicyType, ServiceType } from './enums.ts';
import {
  BotSession,
  Brand,
  Courier,
  LoginResponse,
  Merchant,
  PhoneChange,
  PhoneVerificationStatus,
  User,
} from './people.ts';
import { Address, City, Place, Region, ReverseGeocodeAnswer } from './places.ts';
import { Id, page } from './primitives.ts';
import { ClickInvoiceSent } from './click-invoice.ts';
import { NotificationList, NotificationsRead, UnreadCount } from './notifications.ts';
import { CardAdded, CardCodeCheck, CardCodeSent, CardPayment, NewCard, SavedCard } from './saved-cards.ts';
import { OVERALLS_PATH } from './catalogue-route.ts';
import { PublicClickAppSettings, PublicWebSettings } from './settings.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type AuthMarker = 'WITH_TOKEN' | 'NO_TOKEN' | 'NONE';

/** Request headers an endpoint takes besides the ones every call carries (merchant, token). */
export type HeaderValues = Record<string, string | undefined>;

export interface EndpointDef<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  H extends z.ZodType<HeaderValues> = z.ZodType<HeaderValues>,
> {
  method: HttpMethod;
  /** As the spec writes it, e.g. "users/v1/users/me/WITH_TOKEN". */
  path: string;
  query?: Q;
  body?: B;
  /** Headers of this call alone, by their wire name; the client checks them before sending. */
  headers?: H;
  response: R;
  /** What the call is for (shown in docs and errors). */
  summary: string;
}

/** Keeps each entry's own type, so an endpoint without `query` has no query type. */
const def = <const E extends EndpointDef>(e: E): E => e;

const Ok = z.object({ ok: z.literal(true) });
/** A phone in international form: +998901234567 (Uzbekistan) or +77011234567 (Kazakhstan). */
export const PhoneNumber = z.string().regex(/^\+\d{11,12}$/, 'expected a phone number such as +998901234567');
/** A code was sent: how long it stays valid and when another may be asked for, in seconds. */
export const CodeSent = z.object({
  expiresIn: z.number().int().positive(),
  resendIn: z.number().int().nonnegative(),
});
const InitData = z.object({ initData: z.string() });

/** What an Idempotency-Key may look like: a UUID, or any 8-100 printable characters without spaces. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,100}$/;
export const IdempotencyKey = z
  .string()
  .regex(IDEMPOTENCY_KEY_PATTERN, 'expected 8 to 100 printable characters, such as a UUID');
/**
 * Placing an order may carry an Idempotency-Key: the same key with the same body gets the first
 * answer again (a retry after a time-out, a double tap, a reload never makes a second order); the
 * same key with another body is 422 IDEMPOTENCY_KEY_REUSED.
 */
const OrderCreateHeaders = z.object({ 'Idempotency-Key': IdempotencyKey.optional() });
const Coordinates = z.object({ lat: z.coerce.number(), lon: z.coerce.number() });

/**
 * The geocoding calls take Nominatim's parameters (https://nominatim.org/release-docs/latest/api/Search/),
 * so the same request works against the reference server and a Nominatim-compatible service.
 * Formats: json (Nominatim's `class`) and jsonv2 (`category`); other Nominatim formats are not served.
 */
const GeocodeFormat = z.enum(['json', 'jsonv2']).default('json');
/** Preferred languages for names: a storefront code (ru, uz, eng, kz...) or an Accept-Language list. */
const AcceptLanguage = z.string().max(200, 'at most 200 characters').optional();
/** Longest search text: a street, a house number and a city fit many times over. */
export const PLACE_SEARCH_MAX_LENGTH = 200;
/** Nominatim's own bounds for `limit`. */
export const PLACE_SEARCH_MAX_LIMIT = 50;
export const PLACE_SEARCH_DEFAULT_LIMIT = 10;
const decimal = /^-?\d{1,3}(\.\d+)?$/;
/**
 * Nominatim's viewbox: `<lon1>,<lat1>,<lon2>,<lat2>`, any two opposite corners; read as a box.
 */
export const ViewBox = z.string().transform((text, ctx) => {
  const parts = text.split(',').map((part) => part.trim());
  const numbers = parts.map(Number);
  const [lon1, lat1, lon2, lat2] = numbers;
  if (
    parts.length !== 4 ||
    !parts.every((part) => decimal.test(part)) ||
    lon1 === undefined ||
    lat1 === undefined ||
    lon2 === undefined ||
    lat2 === undefined ||
    [lat1, lat2].some((lat) => Math.abs(lat) > 90) ||
    [lon1, lon2].some((lon) => Math.abs(lon) > 180)
  ) {
    ctx.addIssue({ code: 'custom', message: 'expected <lon1>,<lat1>,<lon2>,<lat2> in degrees' });
    return z.NEVER;
  }
  return {
    minLon: Math.min(lon1, lon2),
    maxLon: Math.max(lon1, lon2),
    minLat: Math.min(lat1, lat2),
    maxLat: Math.max(lat1, lat2),
  };
});
export type ViewBox = z.output<typeof ViewBox>;
const NominatimFlag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

/** Largest profile picture the server takes, decoded (413 above it). */
export const USER_IMAGE_MAX_BYTES = 3 * 1024 * 1024;
/** A data URL of USER_IMAGE_MAX_BYTES: base64 is 4 characters per 3 bytes, plus the "data:...;base64," head. */
export const USER_IMAGE_MAX_DATA_URL_LENGTH = Math.ceil(USER_IMAGE_MAX_BYTES / 3) * 4 + 32;
/**
 * A profile picture as JSON can carry it: a base64 data URL of a JPEG, PNG or WebP. JSON instead of
 * multipart keeps the one body reader and zod check every other call has.
 */
export const UserImageDataUrl = z
  .string()
  .max(USER_IMAGE_MAX_DATA_URL_LENGTH, 'the picture is larger than 3 MB')
  .regex(
    /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+={0,2}$/,
    'expected a data:image/jpeg, image/png or image/webp base64 URL',
  );

export const endpoints = {
  branches: def({
    method: 'GET',
    path: '/users/v1/branches',
    response: z.array(Branch),
    summary: 'All branches of the merchant',
  }),
  branchesFull: def({
    method: 'GET',
    path: '/users/v1/branches/full',
    query: z.object({ cityId: z.coerce.number().int() }),
    response: z.array(Branch),
    summary: 'Branches of one city',
  }),
  branchById: def({
    method: 'GET',
    path: '/users/v1/branches/{id}',
    response: Branch,
    summary: 'One branch',
  }),
  branchClosest: def({
    method: 'GET',
    path: '/users/v1/branches/merchant/{merchantId}/closest',
    query: Coordinates.extend({ type: ServiceType.optional() }),
    response: Branch,
    summary: 'Nearest active branch to a point',
  }),
  overalls: def({
    method: 'GET',
    path: OVERALLS_PATH,
    query: z.object({ type: ClientType }),
    response: Catalogue,
    summary: 'Catalogue: groups, categories, products',
  }),
  grades: def({
    method: 'GET',
    path: '/products/v1/grade',
    response: z.array(Grade),
    summary: 'Product grades',
  }),
  productReviews: def({
    method: 'GET',
    path: '/products/v1/reviews/{productId}',
    query: z.object({
      page: z.coerce.number().int().default(0),
      size: z.coerce.number().int().default(PRODUCT_REVIEWS_PAGE_SIZE),
    }),
    response: page(Review),
    summary: 'Reviews of a product, newest first',
  }),
  favourites: def({
    method: 'GET',
    path: '/products/v1/favourite/all/WITH_TOKEN',
    query: z.object({ userId: z.coerce.number().int(), isFavourite: z.stringbool().optional() }),
    response: z.array(z.object({ id: Id, productId: Id, isFavourite: z.boolean() })),
    summary: 'Favourite products of the user',
  }),
  favouriteSet: def({
    method: 'POST',
    path: 'products/v1/favourite/WITH_TOKEN',
    body: z.object({ productId: Id, isFavourite: z.boolean() }),
    response: z.object({ id: Id, productId: Id, isFavourite: z.boolean() }),
    summary: 'Mark a product favourite',
  }),
  favouriteDelete: def({
    method: 'DELETE',
    path: 'products/v1/favourite/{id}/WITH_TOKEN',
    response: Ok,
    summary: 'Remove a favourite',
  }),
  logout: def({
    method: 'POST',
    path: '/users/v1/users/logout/WITH_TOKEN',
    response: Ok,
    summary: 'Log out',
  }),
  botLogout: def({
    method: 'POST',
    path: '/webbot/v1/users/logout/WITH_TOKEN',
    body: InitData,
    response: Ok,
    summary: 'Log out of the bot session',
  }),
  botLanguage: def({
    method: 'PUT',
    path: '/webbot/v1/users/logout/WITH_TOKEN',
    body: InitData.extend({ language: z.string() }),
    response: Ok,
    summary: 'Store the bot session language',
  }),
  me: def({ method: 'GET', path: 'users/v1/users/me/WITH_TOKEN', response: User, summary: 'Current user' }),
  userUpdate: def({
    method: 'PUT',
    path: 'users/v1/users/{id}/WITH_TOKEN',
    body: User.partial(),
    response: User,
    summary: 'Edit profile',
  }),
  phoneChange: def({
    method: 'PUT',
    path: 'users/v1/users/phone/WITH_TOKEN',
    body: z.object({ phone: z.string(), type: ClientType.default('WEB') }),
    response: PhoneChange,
    summary: 'Start a phone change',
  }),
  phoneVerify: def({
    method: 'PUT',
    path: 'users/v1/users/phone/verify/WITH_TOKEN',
    body: z.object({ id: Id, code: z.string(), phone: z.string() }),
    response: z.object({ phone: z.string() }),
    summary: 'Confirm a phone change',
  }),
  // The spec shows no upload call for the user's `image`; these two paths are this contract's decision.
  userImage: def({
    method: 'PUT',
    path: 'users/v1/users/image/WITH_TOKEN',
    body: z.object({ image: UserImageDataUrl }),
    response: User,
    summary: 'Upload the profile picture (replaces the previous one)',
  }),
  userImageDelete: def({
    method: 'DELETE',
    path: 'users/v1/users/image/WITH_TOKEN',
    response: User,
    summary: 'Remove the profile picture',
  }),
  deleteAccount: def({
    method: 'DELETE',
    path: 'users/v1/users/WITH_TOKEN',
    response: Ok,
    summary: 'Delete the account',
  }),
  courier: def({
    method: 'GET',
    path: '/deliveries/v1/delivery/courier/{id}/WITH_TOKEN',
    response: Courier,
    summary: 'Courier of an order',
  }),
  orders: def({
    method: 'GET',
    path: '/orders/v1/orders/user/{userId}/WITH_TOKEN',
    query: z.object({
      size: z.coerce.number().int().default(10),
      page: z.coerce.number().int().default(0),
      onlyArchive: z.stringbool().optional(),
    }),
    response: page(Order),
    summary: 'Order history, 10 a page, zero-based',
  }),
  activeOrders: def({
    method: 'GET',
    path: '/orders/v1/orders/user/{userId}/active/WITH_TOKEN',
    response: z.array(Order),
    summary: 'Active orders',
  }),
  orderById: def({
    method: 'GET',
    path: '/orders/v1/orders/{id}/WITH_TOKEN',
    response: Order,
    summary: 'One order',
  }),
  // Cancel and review paths are this contract's: the spec names the features, not their calls.
  orderCancel: def({
    method: 'POST',
    path: '/orders/v1/orders/{id}/cancel/WITH_TOKEN',
    body: OrderCancelRequest,
    response: Order,
    summary: 'Cancel an order, with a reason',
  }),
  orderReview: def({
    method: 'GET',
    path: '/orders/v1/orders/{id}/review/WITH_TOKEN',
    response: OrderReviewAnswer,
    summary: 'Review of an order',
  }),
  orderReviewSave: def({
    method: 'PUT',
    path: '/orders/v1/orders/{id}/review/WITH_TOKEN',
    body: OrderReviewRequest,
    response: OrderReview,
    summary: 'Rate a done order and its products',
  }),
  orderSettings: def({
    method: 'GET',
    path: '/orders/v1/order/setting/{id}/WITH_TOKEN',
    response: OrderSettings,
    summary: 'Order settings',
  }),
  orderCreate: def({
    method: 'POST',
    path: '/orders/v1/orders/WITH_TOKEN',
    body: OrderRequest,
    headers: OrderCreateHeaders,
    response: Order,
    summary: 'Place an order',
  }),
  orderCreateAtTime: def({
    method: 'POST',
    path: '/orders/v1/orders/at-time/WITH_TOKEN',
    body: OrderRequest,
    headers: OrderCreateHeaders,
    response: Order,
    summary: 'Place a scheduled order',
  }),
  // The spec shows no promo call (only its refusals, section 5); these two paths are this contract's.
  promoCheck: def({
    method: 'POST',
    path: '/orders/v1/promo/check/WITH_TOKEN',
    body: PromoCheckRequest,
    response: PromoOffer,
    // Refusals: PROMO_NOT_FOUND, PROMO_NOT_ACTIVE, PROMO_NOT_STARTED, PROMO_EXPIRED, PROMO_USED_UP,
    // PROMO_CUSTOMER_LIMIT (promo.ts).
    summary: 'Check a promo code before the order',
  }),
  customerPromos: def({
    method: 'GET',
    path: '/orders/v1/promo/user/WITH_TOKEN',
    response: z.array(CustomerPromo),
    // The merchant's codes usable now and every code the customer used, each with its state.
    summary: "The customer's promo codes",
  }),
  orderMerchantSettings: def({
    method: 'GET',
    path: '/orders/v1/merchant/settings',
    response: OrderMerchantSettings,
    summary: 'Delivery-area validation switch',
  }),
  paymentAvailability: def({
    method: 'GET',
    path: '/payments/v1/availability',
    // null: the merchant keeps no availability list (its settings flags alone decide).
    response: z.object({ items: z.array(PaymentAvailability).nullable() }),
    summary: 'Payment types per channel',
  }),
  checkout: def({
    method: 'GET',
    path: '/payments/v2/checkout/{id}/WITH_TOKEN',
    response: z.object({ url: z.string() }),
    summary: 'Payment checkout link',
  }),
  // Click mini app orders (CLICK_MINI_APP) are paid by an invoice Click sends to the customer's Click
  // account (Click's Merchant API invoice/create); this contract's path.
  clickInvoice: def({
    method: 'POST',
    path: '/payments/v1/click/invoice/{id}/WITH_TOKEN',
    response: ClickInvoiceSent,
    summary: "Send a Click mini app order's invoice to the customer's Click",
  }),
  // Saved cards (cardActive), on Payme's Subscribe API (src/server/payments/cards/README.md): add
  // (cards.create, then the SMS code), confirm (cards.verify), delete (cards.remove), and pay a CARD
  // order (a receipt with each line's fiscal detail, paid with the card). The number is never stored.
  // The paths are this contract's decision.
  cards: def({
    method: 'GET',
    path: '/payments/v1/cards/WITH_TOKEN',
    response: z.array(SavedCard),
    summary: 'Saved cards',
  }),
  cardCreate: def({
    method: 'POST',
    path: '/payments/v1/cards/WITH_TOKEN',
    body: NewCard,
    response: CardAdded,
    summary: 'Save a card with Payme; a code goes by SMS',
  }),
  cardCode: def({
    method: 'POST',
    path: '/payments/v1/cards/{id}/code/WITH_TOKEN',
    response: CardCodeSent,
    summary: 'Send the card code again',
  }),
  cardVerify: def({
    method: 'POST',
    path: '/payments/v1/cards/{id}/verify/WITH_TOKEN',
    body: CardCodeCheck,
    response: SavedCard,
    summary: 'Confirm a card with the SMS code',
  }),
  cardDelete: def({
    method: 'DELETE',
    path: '/payments/v1/cards/{id}/WITH_TOKEN',
    response: Ok,
    summary: 'Delete a saved card',
  }),
  cardPay: def({
    method: 'POST',
    path: '/payments/v1/cards/pay/{orderId}/WITH_TOKEN',
    body: CardPayment,
    response: Order,
    summary: 'Pay a CARD order with a saved card',
  }),
  merchantBySub: def({
    method: 'GET',
    path: '/users/v1/merchants/sub/{sub}',
    response: Merchant,
    summary: 'Merchant by sub-domain',
  }),
  addresses: def({
    method: 'GET',
    path: '/users/v1/addresses/merchant/{merchantId}/user/{userId}/WITH_TOKEN',
    response: z.array(Address),
    summary: 'Saved addresses',
  }),
  addressCreate: def({
    method: 'POST',
    path: '/users/v1/addresses/user/{userId}/WITH_TOKEN',
    body: Address,
    response: Address,
    summary: 'Save an address',
  }),
  addressUpdate: def({
    method: 'PUT',
    path: '/users/v1/addresses/{id}/WITH_TOKEN',
    body: Address,
    response: Address,
    summary: 'Edit an address',
  }),
  addressDelete: def({
    method: 'DELETE',
    path: 'users/v1/addresses/{id}/WITH_TOKEN',
    response: Ok,
    summary: 'Delete an address',
  }),
  regions: def({
    method: 'GET',
    path: '/users/v1/region/WITH_TOKEN',
    response: z.array(Region),
    summary:
      'Delivery zones. The token is optional (the reference server answers guests too): a guest picks a delivery address on the map, and the picker needs the zones to say whether it is delivered to',
  }),
  cities: def({
    method: 'GET',
    path: '/users/v1/city-merchant/merchant/{merchantId}',
    response: z.array(City),
    summary: 'Cities of the merchant',
  }),
  reverseGeocode: def({
    method: 'GET',
    path: '/notifications/v1/nominatim/reverse/WITH_TOKEN',
    query: z.object({
      format: GeocodeFormat,
      lat: z.coerce.number().min(-90).max(90),
      lon: z.coerce.number().min(-180).max(180),
      'accept-language': AcceptLanguage,
    }),
    response: ReverseGeocodeAnswer,
    summary:
      "Address of a point, as Nominatim's reverse answers it ({ error: 'Unable to geocode' } when nothing is near). The token is optional (the reference server answers guests too): guests choose delivery addresses on the map as well",
  }),
  placeSearch: def({
    method: 'GET',
    path: 'notifications/v1/nominatim/search',
    query: z.object({
      format: GeocodeFormat,
      q: z.string().max(PLACE_SEARCH_MAX_LENGTH, `at most ${PLACE_SEARCH_MAX_LENGTH} characters`),
      limit: z.coerce.number().int().min(1).max(PLACE_SEARCH_MAX_LIMIT).default(PLACE_SEARCH_DEFAULT_LIMIT),
      'accept-language': AcceptLanguage,
      viewbox: ViewBox.optional(),
      bounded: NominatimFlag.optional(),
    }),
    response: z.array(Place),
    summary: "Search places by text, answered as Nominatim's search answers it (best first, at most `limit`)",
  }),
  tariff: def({
    method: 'POST',
    path: '/deliveries/v1/delivery/tariff/client/calculate/WITH_TOKEN',
    body: TariffRequest,
    response: TariffResponse,
    summary: 'Delivery price',
  }),
  botToken: def({
    method: 'POST',
    path: '/webbot/v1/users/token',
    body: InitData,
    response: LoginResponse,
    summary: 'Sign in with messenger init data',
  }),
  botSettings: def({
    method: 'GET',
    path: '/webbot/v1/setting',
    response: PublicWebSettings,
    summary: 'Bot settings',
  }),
  botAuth: def({
    method: 'POST',
    path: '/webbot/v1/users/auth/WITH_TOKEN',
    body: InitData,
    response: BotSession,
    summary: 'Bot session status',
  }),
  botLogin: def({
    method: 'POST',
    path: '/webbot/v1/users/login',
    body: z.looseObject({ initData: z.string(), phone: z.string().optional() }),
    response: LoginResponse,
    summary: 'Register and sign in after contact share',
  }),
  // Calls the spec names without a path ("not shown"); the paths below are this contract's decision.
  authCode: def({
    method: 'POST',
    path: '/users/v1/auth/code',
    body: z.object({ phone: PhoneNumber }),
    response: CodeSent,
    summary: 'Send a sign-in code by SMS',
  }),
  authLogin: def({
    method: 'POST',
    path: '/users/v1/auth/login',
    body: z.object({ phone: PhoneNumber, code: z.string().regex(/^\d{6}$/, 'expected the 6-digit code') }),
    response: LoginResponse,
    summary: 'Sign in with the code',
  }),
  // Deleting the account and changing the phone need the phone proven recently in the session: the
  // storefront sends a code with authCode to the customer's own phone and confirms it here.
  authConfirm: def({
    method: 'POST',
    path: '/users/v1/auth/confirm/WITH_TOKEN',
    body: z.object({ code: z.string().regex(/^\d{6}$/, 'expected the 6-digit code') }),
    response: Ok,
    summary: 'Confirm the signed-in phone with a fresh code',
  }),
  botPhoneVerification: def({
    method: 'POST',
    path: '/webbot/v1/users/phone-verification',
    body: InitData,
    response: PhoneVerificationStatus,
    summary: 'Does this messenger user still have to share a phone?',
  }),
  botRegister: def({
    method: 'POST',
    path: '/webbot/v1/users/register',
    body: InitData.extend({
      phone: PhoneNumber,
      firstName: z.string().nullish(),
      lastName: z.string().nullish(),
    }),
    response: LoginResponse,
    summary: 'Register a messenger user after the contact is shared',
  }),
  userBrands: def({
    method: 'GET',
    path: '/users/v1/users/brands/WITH_TOKEN',
    response: z.array(Brand),
    summary: 'Brands the user belongs to',
  }),
  // The spec names notifications without their calls; these three paths are this contract's.
  notifications: def({
    method: 'GET',
    path: '/notifications/v1/notifications/WITH_TOKEN',
    response: NotificationList,
    summary: "The customer's notifications (order status changes, merchant news), newest first",
  }),
  notificationsRead: def({
    method: 'POST',
    path: '/notifications/v1/notifications/read/WITH_TOKEN',
    body: NotificationsRead,
    response: UnreadCount,
    summary: 'Mark some of the customer notifications read',
  }),
  notificationsReadAll: def({
    method: 'POST',
    path: '/notifications/v1/notifications/read-all/WITH_TOKEN',
    response: UnreadCount,
    summary: "Mark all of the customer's notifications read",
  }),
  devInbox: def({
    method: 'GET',
    path: '/dev/v1/inbox',
    query: z.object({ phone: z.string().optional() }),
    response: z.array(z.object({ phone: z.string(), code: z.string(), sentAt: z.string() })),
    summary: 'Development only: the codes the server would have sent by SMS',
  }),
  devOrderStatus: def({
    method: 'PUT',
    path: '/dev/v1/orders/{id}/status',
    body: z.object({
      status: OrderStatus,
      isPaid: z.boolean().optional(),
      /** The simulated courier's speed for this order (default 25 km/h): demos and tests go faster. */
      courierKmh: z.number().positive().max(2000).optional(),
    }),
    response: Order,
    summary:
      'Development only: move an order to another status (and mark it paid; a delivery gets a simulated courier), for demos and tests',
  }),
  devBotMessages: def({
    method: 'GET',
    path: '/dev/v1/bot-messages',
    response: z.array(z.object({ chatId: z.string(), orderId: Id, text: z.string(), createdAt: z.string() })),
    summary:
      "Development only: the messages the merchant's Telegram bot would have sent to customers' chats, oldest first",
  }),
  brandCatalog: def({
    method: 'GET',
    path: '/support/v1/brand/catalog',
    response: z.array(Brand),
    summary: 'Brands of the merchant',
  }),
  banners: def({
    method: 'GET',
    path: '/support/v1/banner',
    response: z.array(Banner),
    summary: 'Home banners',
  }),
  stories: def({
    method: 'GET',
    path: '/notifications/v2/stories',
    response: z.array(Story),
    summary: 'Stories',
  }),
  webSettings: def({
    method: 'GET',
    path: '/support/v1/merchant/settings/web',
    response: PublicWebSettings,
    summary: 'Web settings',
  }),
  clickAppSettings: def({
    method: 'GET',
    path: '/support/v1/merchant/settings/click-app/client',
    response: PublicClickAppSettings,
    summary: 'Click mini app settings',
  }),
  policies: def({
    method: 'GET',
    path: '/support/v1/company/policies',
    query: z.object({ policies: PolicyType }),
    response: z.array(Policy),
    summary: 'Company policy texts',
  }),
  extraPages: def({
    method: 'GET',
    path: '/support/v1/company/pages',
    response: ExtraPages,
    summary: "The merchant's free content pages (routes extra2 and extr3)",
  }),
} as const;

/**
 * The start-up table and the endpoints of screens loaded on demand (later-endpoints.ts): the types
 * cover both; at run time `endpoints` holds the first only, allEndpoints both.
 */
export type Endpoints = typeof endpoints & (typeof import('./later-endpoints.ts'))['laterEndpoints'];
export type EndpointName = keyof Endpoints;
export type QueryOf<N extends EndpointName> = Endpoints[N] extends { query: infer Q extends z.ZodType }
  ? z.input<Q>
  : undefined;
export type BodyOf<N extends EndpointName> = Endpoints[N] extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : undefined;
/** The call's own headers (see EndpointDef.headers); undefined when it takes none. */
export type HeadersOf<N extends EndpointName> = Endpoints[N] extends { headers: infer H extends z.ZodType }
  ? z.input<H>
  : undefined;
export type ResponseOf<N extends EndpointName> = z.output<Endpoints[N]['response']>;
/** The query as the server sees it after parsing (defaults applied); undefined without a query schema. */
export type ParsedQueryOf<N extends EndpointName> = Endpoints[N] extends { query: infer Q extends z.ZodType }
  ? z.output<Q>
  : undefined;
/** The body as the server sees it after parsing; undefined without a body schema. */
export type ParsedBodyOf<N extends EndpointName> = Endpoints[N] extends { body: infer B extends z.ZodType }
  ? z.output<B>
  : undefined;

export interface Route {
  method: HttpMethod;
  /** Wire path without the auth marker, with a leading slash and {param} placeholders. */
  template: string;
  auth: AuthMarker;
}

/** Splits the spec's path into the wire path template and the auth marker. */
export function routeOf(e: Pick<EndpointDef, 'method' | 'path'>): Route {
  let template = e.path.startsWith('/') ? e.path : `/${e.path}`;
  let auth: AuthMarker = 'NONE';
  for (const marker of ['WITH_TOKEN', 'NO_TOKEN'] as const) {
    if (template.endsWith(`/${marker}`)) {
      template = template.slice(0, -marker.length - 1);
      auth = marker;
    }
  }
  return { method: e.method, template, auth };
}

/** Fills {param} placeholders; every value is URI-encoded. */
export function fillPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** Error body the API sends with a non-2xx status: a description per language, or one text. */
export const ApiErrorBody = z.object({
  code: z.string().optional(),
  description: z
    .union([z.string(), z.partialRecord(z.enum(['ru', 'uz', 'eng', 'kz', 'ar', 'tr', 'zh']), z.string())])
    .optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
