/**
 * Tenant fixture files: one folder per tenant, one file per API resource, each with "$schema".
 * This table is the single list of those files: the reference server loads it, schemas/ is exported
 * from it and the fixture tools check against it.
 */
import { z } from 'zod';
import { BookingPlaces } from './booking-place.ts';
import { Branch } from './branch.ts';
import { Catalogue } from './catalogue.ts';
import { OrderSettings, PaymentAvailability, PaymentMethod, Policy, Promo } from './commerce.ts';
import { Banner, Review, Story, Vacancy } from './content.ts';
import { NewsItem } from './notifications.ts';
import { DeliveryTariffsFile } from './delivery-tariff.ts';
import { ExtraPages } from './extra-pages.ts';
import { PaymentProvidersFile } from './payment-providers.ts';
import { Brand, Merchant, merchantServerShape } from './people.ts';
import { City, Region } from './places.ts';
import { SchemaRef } from './primitives.ts';
import { StaffMemberInput } from './staff.ts';
import { ClickAppSettings, WebSettings } from './settings.ts';

const list = <T extends z.ZodType>(item: T, description: string) =>
  z.strictObject({ $schema: SchemaRef, items: z.array(item) }).meta({ description });

/**
 * The merchant's file: the public merchant, the keys no screen reads (merchantServerShape) and the
 * credentials. Only Merchant's keys leave the server. looseObject, so an unknown key is kept for
 * fixture:check to report (it stays on the server too).
 */
export const MerchantFixture = z
  .looseObject({
    ...Merchant.shape,
    ...merchantServerShape,
    $schema: SchemaRef,
    yandexDeliveryKey: z.string().nullish(),
    iikoApiLogin: z.string().nullish(),
    smsUsername: z
      .string()
      .nullish()
      .meta({ description: "SMS gateway login: Eskiz's account e-mail, Play Mobile's user (server only)" }),
    smsPassword: z
      .string()
      .nullish()
      .meta({ description: 'SMS gateway password or secret key (server only)' }),
    smsSender: z.string().trim().min(1).max(20).nullish().meta({
      description:
        "The approved sender name of the merchant's SMS: Eskiz's `from` (nickname), Play Mobile's `originator`. Default: Eskiz's test sender 4546",
    }),
    telegramBotToken: z
      .string()
      .regex(/^\d+:[\w-]{20,}$/, 'expected a Telegram bot token such as 123456:ABC...')
      .optional()
      .meta({ description: 'Bot token used to check Telegram init data (server only)' }),
  })
  .meta({ description: 'The merchant: name, sub-domain, colour, activity' });

export const fixtureFiles = {
  merchant: { file: 'merchant.json', required: true, schema: MerchantFixture },
  settingsWeb: {
    file: 'settings-web.json',
    required: true,
    schema: WebSettings.extend({ $schema: SchemaRef }).meta({ description: 'Web storefront settings' }),
  },
  settingsClickApp: {
    file: 'settings-click-app.json',
    required: false,
    schema: ClickAppSettings.extend({ $schema: SchemaRef }).meta({ description: 'Click mini app settings' }),
  },
  catalogue: {
    file: 'catalogue.json',
    required: true,
    schema: Catalogue.extend({ $schema: SchemaRef }).meta({ description: 'Groups, categories, products' }),
  },
  cities: { file: 'cities.json', required: true, schema: list(City, 'Cities the merchant serves') },
  branches: {
    file: 'branches.json',
    required: true,
    schema: list(
      Branch.extend({ bookingPlaces: BookingPlaces.optional() }),
      'Branches with hours, settings and the places customers may reserve',
    ),
  },
  regions: { file: 'regions.json', required: false, schema: list(Region, 'Delivery zones') },
  banners: { file: 'banners.json', required: false, schema: list(Banner, 'Home banners') },
  stories: { file: 'stories.json', required: false, schema: list(Story, 'Stories') },
  policies: {
    file: 'policies.json',
    required: false,
    schema: list(Policy, 'About, terms and privacy texts (HTML)'),
  },
  extraPages: {
    file: 'extra-pages.json',
    required: false,
    schema: z
      .strictObject({ ...ExtraPages.shape, $schema: SchemaRef })
      .meta({ description: 'Free content pages at /extra2 and /extr3 (HTML)' }),
  },
  reviews: {
    file: 'reviews.json',
    required: false,
    schema: list(Review, 'Seed reviews: product grades come from them'),
  },
  brands: { file: 'brands.json', required: false, schema: list(Brand, 'Brands of a multi-brand merchant') },
  paymentMethods: {
    file: 'payment-methods.json',
    required: false,
    schema: list(PaymentMethod, 'Payment methods'),
  },
  paymentAvailability: {
    file: 'payment-availability.json',
    required: false,
    schema: list(PaymentAvailability, 'Payment types per channel'),
  },
  promos: { file: 'promos.json', required: false, schema: list(Promo, 'Promo codes') },
  vacancies: { file: 'vacancies.json', required: false, schema: list(Vacancy, 'Vacancies') },
  notifications: {
    file: 'notifications.json',
    required: false,
    schema: list(NewsItem, 'Merchant news for the notification centre'),
  },
  orderSettings: {
    file: 'order-settings.json',
    required: false,
    schema: OrderSettings.extend({
      $schema: SchemaRef,
      shouldValidateDeliveryArea: z.boolean().default(false),
    }).meta({ description: 'Order settings and delivery-area validation' }),
  },
  /** Server only: the tariff call answers prices computed from it, never the file. */
  deliveryTariffs: { file: 'delivery-tariffs.json', required: false, schema: DeliveryTariffsFile },
  /** Server only: credentials with Payme, Click and Uzum; never sent, not even in part. */
  paymentProviders: { file: 'payment-providers.json', required: false, schema: PaymentProvidersFile },
  /** Server only: the console's staff (staff.ts); the database starts with them (console/staff-seed.ts). */
  staff: {
    file: 'staff.json',
    required: false,
    schema: list(StaffMemberInput, 'Staff who sign in to the console: phone, name, role, branches'),
  },
} as const;

export type FixtureKey = keyof typeof fixtureFiles;
export type FixtureData = { [K in FixtureKey]: z.output<(typeof fixtureFiles)[K]['schema']> };
/** Name of the exported JSON Schema file of a fixture resource, relative to schemas/. */
export const schemaFileOf = (key: FixtureKey) => fixtureFiles[key].file;
