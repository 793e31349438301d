/**
 * Merchant settings, web and click-app variants (spec section 3).
 *
 * Every key has a default, so `{}` is a valid (everything off) settings document: that is what the
 * storefront runs on when the settings call fails, and what a broken key falls back to (see
 * settings-parse.ts). Features default to off; languages default to Russian only.
 *
 * Key names the spec leaves open are decided here: app links (iosAppLink, androidAppLink,
 * telegramBotLink), social links (phone/telegram/instagram/facebook + <name>Active), payment flags
 * (<method>Active), Yandex metrics (yandexMetricsEnabled/Id/Keys).
 */
import { z } from 'zod';
import {
  BasketPosition,
  CategoryView,
  GroupView,
  MapProvider,
  ModificationViewType,
  Theme,
} from './enums.ts';
import { BackendLanguage, HexColor, LocalizedText, MediaPath, OptionalId } from './primitives.ts';

const flag = (description: string) => z.boolean().default(false).meta({ description });
const text = (description: string) => z.string().nullish().meta({ description });

export const ContactKind = z.enum([
  'PHONE',
  'EMAIL',
  'ADDRESS',
  'TELEGRAM',
  'INSTAGRAM',
  'FACEBOOK',
  'WEBSITE',
]);
export const Contact = z.object({
  type: ContactKind,
  value: z.string().min(1),
  title: LocalizedText.nullish(),
});
export type Contact = z.infer<typeof Contact>;

export const MetaPixel = z.object({
  active: z.boolean().default(false),
  content: z.string().nullish(),
  id: z.string().nullish(),
});
export const GoogleTagManager = z.object({ active: z.boolean().default(false), id: z.string().nullish() });

/** Per-language active flags: the key is the backend language code. */
const languageFlags = {
  ru: z.boolean().default(true).meta({ description: 'Russian is offered' }),
  uz: flag('Uzbek is offered'),
  eng: flag('English is offered'),
  zh: flag('Chinese is offered'),
  ar: flag('Arabic is offered (right-to-left)'),
  kz: flag('Kazakh is offered'),
  tr: flag('Turkish is offered'),
} satisfies Record<BackendLanguage, z.ZodType>;

/*
 * Which keys leave the server. The server answers the settings calls (and inlines the boot data) from
 * the public shapes only: an allow-list, so a key the contract does not know, or one listed under a
 * server shape, never reaches a browser. Decided group by group:
 *
 * Public (sharedPublicShape, webOnlyPublicShape):
 * - theme and identity (logo, brand, title, colours, isDark, favicon): drawn by the theming module;
 * - languages (mainLanguage and the per-language flags): the languages module;
 * - feature flags and view choices (every <feature>Active flag, groupView, categoryView,
 *   basketPosition, modificationViewType, mapType, the navigation flags, shouldValidateDeliveryArea):
 *   booleans and enumerations that say what the storefront shows, so they cannot carry a secret; the
 *   ones whose module is not built yet are public too, as docs/settings-map.md plans them for the
 *   storefront;
 * - texts and links the storefront shows (footer texts, phone and social links, contacts, app and bot
 *   links);
 * - analytics (yandexMetrics*, metaPixel, googleTagManager): counter ids are written into every page
 *   that loads the counter, so they are public by design; the planned analytics module reads them in
 *   the browser.
 *
 * Server only (sharedServerShape, webOnlyServerShape): merchantId (the storefront takes the id from
 * the merchant lookup), smsContent (the backend's SMS template), domain (hosting configuration),
 * amoCRMActive, amoCRMId and amoCRMHash (the CRM integration runs on the backend; the hash is a
 * credential). A test keeps this in step with src/core/registry/settings-ownership.ts: a key a module
 * owns must be public, a key that is "not a storefront concern" must stay on the server.
 */

/** Keys both variants share that the storefront reads. */
const sharedPublicShape = {
  logo: MediaPath.nullish().meta({ description: 'Logo shown in the header' }),
  brand: text('Brand name shown when there is no logo'),
  title: text('Document title'),
  mainColor: HexColor.default('#FCE000').meta({ description: 'Primary colour' }),
  mainColorType: Theme.default('LIGHT').meta({
    description: 'DARK: the primary colour is dark, so text on it is white; LIGHT: text is black',
  }),
  isDark: flag('Dark theme'),
  mainLanguage: BackendLanguage.default('ru').meta({ description: 'Language a first visit starts in' }),
  ...languageFlags,
  bannersActive: flag('Banner carousel on home'),
  storiesActive: flag('Stories strip on home'),
  deliveryActive: flag('Delivery service type'),
  pickupActive: flag('Pickup service type'),
  dineInActive: flag('Dine-in service type'),
  branchesActive: flag('Branches list and map'),
  vacanciesActive: flag('Vacancies pages'),
  privacyActive: flag('Privacy policy page'),
  aboutMerchantActive: flag('About company page'),
  termsOfUseActive: flag('Public offer (terms of use) page'),
  notificationsActive: flag('Notifications'),
  balanceActive: flag('Balance in profile'),
  cartInMainActive: flag('Basket controls on home product cards'),
  cartPageActive: flag('Separate basket page'),
  bookingActive: flag('Table reservations'),
  chatActive: flag('Chat with the merchant'),
  receiverActive: flag('Order for another person (receiver)'),
  cashbackActive: flag('Cashback'),
  promoActive: flag('Promo codes'),
  favouriteActive: flag('Favourites'),
  cancelOrderActive: flag('Customers may cancel an order'),
  mapType: MapProvider.default('LEAFLET').meta({ description: 'Map provider' }),
  cashActive: flag('Cash payment'),
  terminalActive: flag('Card terminal on delivery'),
  paymeActive: flag('Payme payment'),
  clickActive: flag('Click payment'),
  uzumActive: flag('Uzum payment'),
  cardActive: flag('Saved bank cards'),
  groupView: GroupView.default('TABS').meta({ description: 'How product groups are shown' }),
  categoryView: CategoryView.default('TABS').meta({ description: 'How categories are shown' }),
  leftCopyWrite: LocalizedText.nullish().meta({ description: 'Footer text on the left' }),
  rightCopyWrite: LocalizedText.nullish().meta({ description: 'Footer text on the right' }),
  basketPosition: BasketPosition.default('NAVIGATION_BAR').meta({
    description: 'Where the basket button sits',
  }),
  isVisibleAtProfileTop: flag('Brand block at the top of the profile'),
  isNavigationViewEnabled: flag('Bottom navigation bar'),
  multiTabNavigationEnabled: flag('Multi-brand tabs'),
  shouldValidateDeliveryArea: flag('Refuse addresses outside every delivery zone'),
  isCategoryImageVisible: flag('Category images on home'),
  modificationViewType: ModificationViewType.default('NAME_ONLY').meta({
    description: 'Modifications as names only or as image tiles',
  }),
  phone: text('Contact phone'),
  phoneActive: flag('Show the contact phone'),
  telegram: text('Telegram link'),
  telegramActive: flag('Show the Telegram link'),
  instagram: text('Instagram link'),
  instagramActive: flag('Show the Instagram link'),
  facebook: text('Facebook link'),
  facebookActive: flag('Show the Facebook link'),
  contacts: z.array(Contact).default([]).meta({ description: 'Extra contacts in the footer' }),
};

/** Keys both variants share that stay on the server. */
const sharedServerShape = {
  merchantId: OptionalId,
  smsContent: text('SMS text template for confirmation codes'),
};

/** Keys only the web variant has (things that make no sense inside the Click app's web view). */
const webOnlyPublicShape = {
  favicon: MediaPath.nullish().meta({ description: 'Browser tab icon' }),
  iosAppLink: text('App Store link'),
  androidAppLink: text('Google Play link'),
  telegramBotLink: text('Telegram bot link'),
  yandexMetricsEnabled: flag('Yandex Metrica counter'),
  yandexMetricsId: text('Yandex Metrica counter id'),
  yandexMetricsKeys: z.array(z.string()).default([]).meta({ description: 'Yandex Metrica goal keys' }),
  metaPixel: MetaPixel.default({ active: false }).meta({ description: 'Meta pixel' }),
  googleTagManager: GoogleTagManager.default({ active: false }).meta({ description: 'Google Tag Manager' }),
};

/** Web-only keys that stay on the server. */
const webOnlyServerShape = {
  domain: text('Domain the storefront is published on'),
  amoCRMActive: flag('amoCRM integration'),
  amoCRMId: text('amoCRM id'),
  amoCRMHash: text('amoCRM hash'),
};

const sharedShape = { ...sharedPublicShape, ...sharedServerShape };
const webOnlyShape = { ...webOnlyPublicShape, ...webOnlyServerShape };

/**
 * The whole settings document, as the merchant's back office keeps it. looseObject on purpose: keys
 * the backend adds later are kept (and reported by the settings parser and the fixture tools) rather
 * than silently dropped. What a browser gets is PublicWebSettings / PublicClickAppSettings below.
 */
export const WebSettings = z.looseObject({ ...sharedShape, ...webOnlyShape }).meta({ id: 'WebSettings' });
export const ClickAppSettings = z.looseObject({ ...sharedShape }).meta({ id: 'ClickAppSettings' });

export type WebSettings = z.infer<typeof WebSettings>;
export type ClickAppSettings = z.infer<typeof ClickAppSettings>;
/** What the renderer works with: the web variant's keys, with web-only keys at their defaults in Click. */
export type Settings = WebSettings;
export type SettingsKey = keyof typeof sharedShape | keyof typeof webOnlyShape;
export type SettingsVariant = 'web' | 'click-app';

export const settingsShapes = {
  web: { ...sharedShape, ...webOnlyShape },
  'click-app': sharedShape,
} as const;

export const settingsKeys = Object.keys(settingsShapes.web) as SettingsKey[];

/** The keys of each variant that are sent to a browser (see the decisions above). */
export const publicSettingsShapes = {
  web: { ...sharedPublicShape, ...webOnlyPublicShape },
  'click-app': sharedPublicShape,
} as const;

/** Keys of either variant that never leave the server. */
export const serverOnlySettingsKeys = Object.keys({
  ...sharedServerShape,
  ...webOnlyServerShape,
}) as SettingsKey[];

/**
 * The settings calls' answers: only the public keys. A plain (stripping) object on purpose: parsing a
 * settings document with it drops every other key, known or not.
 */
export const PublicWebSettings = z.object(publicSettingsShapes.web);
export const PublicClickAppSettings = z.object(publicSettingsShapes['click-app']);
