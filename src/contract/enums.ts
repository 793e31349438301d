/** Every enumeration named in spec sections 3 and 4. */
import { z } from 'zod';

export const WeekName = z.enum([
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
]);
export type WeekName = z.infer<typeof WeekName>;

export const WorkHoursType = z.enum(['PICK_UP', 'DELIVERY', 'DINE_IN', 'WORK']);
export const ViewType = z.enum(['BIG', 'MEDIUM', 'SMALL']);
export type ViewType = z.infer<typeof ViewType>;
export const ScrollType = z.enum(['VERTICAL', 'HORIZONTAL']);
export type ScrollType = z.infer<typeof ScrollType>;
export const NavigationType = z.enum(['SHEET', 'POP_UP', 'FULL_SCREEN']);
export type NavigationType = z.infer<typeof NavigationType>;
export const ProductType = z.enum(['NONE', 'MODIFICATION']);
export const ProductUnit = z.enum(['KG', 'LITER', 'GRAMM', 'COUNT']);
export type ProductUnit = z.infer<typeof ProductUnit>;

/*
 * Enums of the spec no call, entity field or screen carries, left out on purpose (a value nothing
 * sends or reads would be a promise the contract cannot check):
 * - the overall catalogue's filters (GROUP, WITHOUT_GROUP; ALL, ONE_CATEGORY, GROUP_CATEGORY): the
 *   catalogue call takes only its type (spec section 7), and the storefront groups on its own;
 * - address input modes (COORDINATES, SAVED, TARGET, MAP): how the picker got an address, not a
 *   field of the address or the order;
 * - order change reasons (PAID, UPDATE, ...): the back office's record of a change; no storefront
 *   call names one;
 * - delivery providers (LAMENU, YANDEX, CUSTOM): no entity has a provider field;
 * - timing options (now, later, a set time): the order request carries them as later, day and time
 *   (and day2/time2, the end of a "later" window: core/checkout/when/when-offer.ts).
 */

/** Where a call comes from: catalogue type, phone-change type and user type share these values. */
export const ClientType = z.enum(['TG', 'WEB', 'APP', 'OPERATOR']);
export type ClientType = z.infer<typeof ClientType>;

export const Gender = z.enum(['male', 'female']);
export const SmsGateway = z.enum(['PLAY_MOBILE', 'ESKIZ']);
export const MapProvider = z.enum(['YANDEX', 'LEAFLET', 'LAMENU_YANDEX']);
export const Theme = z.enum(['DARK', 'LIGHT']);
export type Theme = z.infer<typeof Theme>;
export const PolicyType = z.enum(['TERMS', 'ABOUT_COMPANY', 'PRIVACY_POLICY']);
export type PolicyType = z.infer<typeof PolicyType>;

/**
 * The spec's payment types, and CARD: this contract's addition for an order paid with a card the
 * customer saved (cardActive, spec section 1 "saved cards"; "cards" among the order-level payment
 * choices of section 4). Each payment flag of the settings (cash, terminal, payme, click, uzum, card)
 * then has its own type: PAYME means the customer pays on Payme's page, CARD that the storefront
 * charges a saved card (through Payme's Subscribe API, see src/server/payments/cards/) right after
 * the order is placed. Kept last so the spec's values keep their order.
 */
export const PaymentType = z.enum([
  'CASH',
  'CLICK',
  'PAYNET',
  'TERMINAL',
  'PAYME',
  'UZUM',
  'OTHER',
  'RAHMAT',
  'CLICK_MINI_APP',
  'CARD',
]);
export type PaymentType = z.infer<typeof PaymentType>;

export const AddressType = z.enum(['HOUSE', 'APARTMENT']);
export const DiscountType = z.enum(['AMOUNT', 'PERCENTAGE']);

export const OrderStatus = z.enum([
  'OPEN',
  'ACCEPTED',
  'CANCELED',
  'CREATED',
  'COOKING',
  'DONE',
  'ON_WAY',
  'DELIVERED',
  'CLOSED',
  'ATTACHED',
  'AT_TIME',
]);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const CourierStatus = z.enum([
  'none',
  'PERFORMER_LOOK_UP',
  'PERFORMER_FOUND',
  'PERFORMER_NOT_FOUND',
  'PERFORMER_PICK_UP_ARRIVED',
  'PERFORMER_PICKUPED',
  'PERFORMER_ARRIVED',
  'PERFORMER_DELIVERED_FINISH',
  'PERFORMER_RETURNING',
  'PERFORMER_RETURN_ARRIVED',
  'PERFORMER_RETURNED_FINISH',
  'NEW_ORDER',
  'ESTIMATING_FAILED',
  'READY_FOR_APPROVAL',
  'FAILED',
  'CANCELLED',
  'ACCEPTED',
]);

export const ServiceType = z.enum(['DELIVERY', 'PICK_UP', 'DINE_IN', 'YANDEX_EATS', 'EXPRESS_24']);
export type ServiceType = z.infer<typeof ServiceType>;
export const OrderDevice = z.enum([
  'LAPOSTER',
  'OPERATOR',
  'INSTAGRAM',
  'CLIENT_APP',
  'TELEGRAM_BOT',
  'CLIENT',
  'CLIENT_WEB',
  'CLIENT_IOS',
  'CLICK_MINI_APP',
  'CLIENT_ANDROID',
  'CLIENT_WEB_MOBILE',
  'CLIENT_WEB_DESKTOP',
  'INTEGRATION_APP',
]);
export type OrderDevice = z.infer<typeof OrderDevice>;

export const BasketPosition = z.enum(['NAVIGATION_BAR', 'FLOATING_OVER_PRODUCT']);
export const ModificationViewType = z.enum(['NAME_ONLY', 'FULL_IMAGE']);
/**
 * groupView and categoryView: the spec names the keys but not their values. Decision: groups show as a
 * strip of chips (TABS) or as a grid of tiles with icon and colour (CARDS); categories show as a sticky
 * chip bar that follows the scroll (TABS) or as tiles that open the category page (CARDS).
 */
export const GroupView = z.enum(['TABS', 'CARDS']);
export type GroupView = z.infer<typeof GroupView>;
export const CategoryView = z.enum(['TABS', 'CARDS']);
export type CategoryView = z.infer<typeof CategoryView>;

/** Spec: Languages enum UZ=0, RU=1, EN=2 (used by the backend for numeric language fields). */
export const LanguageNumber = { UZ: 0, RU: 1, EN: 2 } as const;

// Types of the enums above that have no type next to them.
export type WorkHoursType = z.infer<typeof WorkHoursType>;
export type ProductType = z.infer<typeof ProductType>;
export type Gender = z.infer<typeof Gender>;
export type SmsGateway = z.infer<typeof SmsGateway>;
export type MapProvider = z.infer<typeof MapProvider>;
export type AddressType = z.infer<typeof AddressType>;
export type DiscountType = z.infer<typeof DiscountType>;
export type CourierStatus = z.infer<typeof CourierStatus>;
export type BasketPosition = z.infer<typeof BasketPosition>;
export type ModificationViewType = z.infer<typeof ModificationViewType>;
