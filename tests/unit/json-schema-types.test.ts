/**
 * Type test: the committed JSON Schemas, read by json-schema-to-ts as `const` literals (schemas/ts/*.ts),
 * and the zod input types describe the same documents. The checks run at compile time (`tsc --noEmit`
 * in `npm test`); the runtime part only makes sure each const module is the schema it claims to be.
 *
 * Checked at the whole-resource level: every fixture file (including the large catalogue and both
 * settings variants) and the layout document stay under TS2589 with json-schema-to-ts 3, so no
 * resource had to fall back to the item/entity level.
 *
 * Two checks per resource:
 * - the two types are mutually assignable;
 * - they have the same property names at every depth, so an optional key that one side dropped is
 *   caught too (plain assignability ignores extra optional keys).
 * json-schema-to-ts does not know two draft 2020-12 keywords zod emits (`prefixItems`, `propertyNames`);
 * see Draft7 below for how they are read.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import banners from '../../schemas/ts/banners.ts';
import branches from '../../schemas/ts/branches.ts';
import brands from '../../schemas/ts/brands.ts';
import catalogue from '../../schemas/ts/catalogue.ts';
import cities from '../../schemas/ts/cities.ts';
import deliveryTariffs from '../../schemas/ts/delivery-tariffs.ts';
import extraPages from '../../schemas/ts/extra-pages.ts';
import layout from '../../schemas/ts/layout.ts';
import mapData from '../../schemas/ts/map-data.ts';
import merchant from '../../schemas/ts/merchant.ts';
import orderSettings from '../../schemas/ts/order-settings.ts';
import paymentAvailability from '../../schemas/ts/payment-availability.ts';
import paymentMethods from '../../schemas/ts/payment-methods.ts';
import paymentProviders from '../../schemas/ts/payment-providers.ts';
import policies from '../../schemas/ts/policies.ts';
import promos from '../../schemas/ts/promos.ts';
import regions from '../../schemas/ts/regions.ts';
import reviews from '../../schemas/ts/reviews.ts';
import settingsClickApp from '../../schemas/ts/settings-click-app.ts';
import settingsWeb from '../../schemas/ts/settings-web.ts';
import stories from '../../schemas/ts/stories.ts';
import vacancies from '../../schemas/ts/vacancies.ts';
import notifications from '../../schemas/ts/notifications.ts';
import staff from '../../schemas/ts/staff.ts';
import { type MapData } from '../../src/contract/map-data.ts';
import { type FixtureKey, fixtureFiles } from '../../src/contract/fixtures.ts';
import { LayoutDocument } from '../../src/core/layout/layout-schema.ts';
import { generatedSchemas } from '../../src/tools/json-schemas.ts';

/**
 * json-schema-to-ts 3 reads JSON Schema up to draft 2019-09, while zod writes draft 2020-12. Two
 * keywords it ignores are rewritten to their older equivalents before FromSchema, node by node:
 * - `prefixItems: [A, B], items: false` (a tuple) -> `items: [A, B], additionalItems: false`;
 * - `propertyNames: { enum: [k1, k2] }, additionalProperties: V` (z.partialRecord over an enum, e.g.
 *   LocalizedText) -> optional `properties` k1, k2 of V and `additionalProperties: false`.
 * Both rewrites keep the meaning; without them a tuple reads as `[]` and a language map as any string key.
 */
type Draft7<S> = S extends readonly unknown[]
  ? { readonly [I in keyof S]: Draft7<S[I]> }
  : S extends object
    ? Draft7Node<{ readonly [K in keyof S]: Draft7<S[K]> }>
    : S;
type Draft7Node<N> = N extends { readonly prefixItems: infer P; readonly items: infer I }
  ? Simplify<Omit<N, 'prefixItems' | 'items'> & { readonly items: P; readonly additionalItems: I }>
  : N extends { readonly prefixItems: infer P }
    ? Simplify<Omit<N, 'prefixItems'> & { readonly items: P }>
    : N extends {
          readonly propertyNames: { readonly enum: readonly (infer E extends string)[] };
          readonly additionalProperties: infer V;
        }
      ? Simplify<
          Omit<N, 'propertyNames' | 'additionalProperties'> & {
            readonly properties: { readonly [K in E]: V };
            readonly additionalProperties: false;
          }
        >
      : N;
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** What a fixture author may write according to the committed schema (defaults make keys optional). */
type FromCommitted<S> =
  Draft7<S> extends infer D extends JSONSchema
    ? FromSchema<D, { keepDefaultedPropertiesOptional: true }>
    : 'not a JSON Schema';
type ZodInput<K extends FixtureKey> = z.input<(typeof fixtureFiles)[K]['schema']>;

type IsAny<T> = 0 extends 1 & T ? true : false;
type MutuallyAssignable<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Property names without index signatures. */
type KnownKeys<T> = keyof {
  [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K];
};
/**
 * Every property path of T ("items[].slides[].title"). Paths are compared as string unions rather than
 * as nested types, which keeps the check exact and independent of the order in which the compiler
 * meets the resources.
 */
type KeyPaths<T, P extends string = ''> = T extends readonly (infer I)[]
  ? KeyPaths<I, `${P}[]`>
  : T extends object
    ? {
        [K in KnownKeys<T> & string]-?: `${P}.${K}` | KeyPaths<NonNullable<T[K]>, `${P}.${K}`>;
      }[KnownKeys<T> & string]
    : never;

/** `true` when the committed schema and the zod input type agree, otherwise what differs. */
type Agree<Schema, Zod> =
  IsAny<Schema> extends true
    ? 'schema type is any'
    : IsAny<Zod> extends true
      ? 'zod type is any'
      : MutuallyAssignable<Schema, Zod> extends true
        ? [KeyPaths<Schema>, KeyPaths<Zod>] extends [KeyPaths<Zod>, KeyPaths<Schema>]
          ? true
          : {
              onlyInSchema: Exclude<KeyPaths<Schema>, KeyPaths<Zod>>;
              onlyInZod: Exclude<KeyPaths<Zod>, KeyPaths<Schema>>;
            }
        : 'not mutually assignable';

const committed = {
  banners,
  branches,
  brands,
  catalogue,
  cities,
  deliveryTariffs,
  extraPages,
  merchant,
  orderSettings,
  paymentAvailability,
  paymentMethods,
  paymentProviders,
  policies,
  promos,
  regions,
  reviews,
  settingsClickApp,
  settingsWeb,
  stories,
  vacancies,
  notifications,
  staff,
} as const satisfies Record<FixtureKey, JSONSchema>;

describe('committed JSON Schemas agree with the zod input types', () => {
  it('at compile time, for every fixture resource, the layout document and the base map data', () => {
    expectTypeOf<Agree<FromCommitted<typeof banners>, ZodInput<'banners'>>>().toEqualTypeOf<true>();
    expectTypeOf<Agree<FromCommitted<typeof branches>, ZodInput<'branches'>>>().toEqualTypeOf<true>();
    expectTypeOf<Agree<FromCommitted<typeof brands>, ZodInput<'brands'>>>().toEqualTypeOf<true>();
    expectTypeOf<Agree<FromCommitted<typeof catalogue>, ZodInput<'catalogue'>>>().toEqualTypeOf<true>();
    expectTypeOf<Agree<FromCommitted<typeof cities>, ZodInput<'cities'>>>().toEqualTypeOf<true>();
    expectTypeOf<
      Agree<FromCommitted<typeof deliveryTariffs>, ZodInput<'deliveryTariffs'>>
    >().toEqualTypeOf<true>();
    expectTypeOf<Agree<FromCommitted<typeof merchant>, ZodInput<'merchant'>>>().toEqualTypeOf<true>();
    expectTypeOf<
      Agree<FromCommitted<typeof orderSettings>, ZodInput<'orderSettings'>>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Agree<FromCommitted<typeof paymentAvailability>, ZodInput<'paymentAvailability'>>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Agree<FromCommitted<typeof paymentMethods>, ZodInput<'paymentMethods'>>
    >().toEqualTypeOf<true>();
    expectTypeOf<Agree<FromCommitted<typeof policies>, ZodInput<'policies'>>>().toEqualTypeOf<true>();
    expectTypeOf<Agree<FromCommitted<typeof promos>, ZodInput<'promos'>>>().toEqualTypeOf<true>();
    expectTypeOf<Agree<FromCommitted<typeof regions>, ZodInput<'regions'>>>().toEqualTypeOf<true>();
    expectTypeOf<Agree<FromCommitted<typeof reviews>, ZodInput<'reviews'>>>().toEqualTypeOf<true>();
    expectTypeOf<
      Agree<FromCommitted<typeof settingsClickApp>, ZodInput<'settingsClickApp'>>
    >().toEqualTypeOf<true>();
    expectTypeOf<Agree<FromCommitted<typeof settingsWeb>, ZodInput<'settingsWeb'>>>().toEqualTypeOf<true>();
    expectTypeOf<Agree<FromCommitted<typeof stories>, ZodInput<'stories'>>>().toEqualTypeOf<true>();
    expectTypeOf<Agree<FromCommitted<typeof vacancies>, ZodInput<'vacancies'>>>().toEqualTypeOf<true>();
    expectTypeOf<Agree<FromCommitted<typeof staff>, ZodInput<'staff'>>>().toEqualTypeOf<true>();
    expectTypeOf<
      Agree<FromCommitted<typeof notifications>, ZodInput<'notifications'>>
    >().toEqualTypeOf<true>();
    expectTypeOf<Agree<FromCommitted<typeof extraPages>, ZodInput<'extraPages'>>>().toEqualTypeOf<true>();
    expectTypeOf<Agree<FromCommitted<typeof layout>, z.input<typeof LayoutDocument>>>().toEqualTypeOf<true>();
    expectTypeOf<Agree<FromCommitted<typeof mapData>, z.input<typeof MapData>>>().toEqualTypeOf<true>();
  });

  it('the checker notices a disagreement', () => {
    type Banner = NonNullable<ZodInput<'banners'>['items']>[number];
    type Item = NonNullable<FromCommitted<typeof banners>['items']>[number];
    // A required key that became optional, an extra optional key, a changed value type.
    expectTypeOf<Agree<Item, Banner & { extra?: string }>>().not.toEqualTypeOf<true>();
    expectTypeOf<Agree<Item, Omit<Banner, 'id'> & { id?: number }>>().not.toEqualTypeOf<true>();
    expectTypeOf<Agree<Item, Omit<Banner, 'image'> & { image: number }>>().not.toEqualTypeOf<true>();
    // A language map that accepts any key, a tuple that became a plain array.
    expectTypeOf<
      Agree<Item, Omit<Banner, 'title'> & { title?: Record<string, string> | null }>
    >().not.toEqualTypeOf<true>();
    type Region = NonNullable<ZodInput<'regions'>['items']>[number];
    type RegionItem = NonNullable<FromCommitted<typeof regions>['items']>[number];
    expectTypeOf<
      Agree<RegionItem, Omit<Region, 'polygon'> & { polygon: number[][] }>
    >().not.toEqualTypeOf<true>();
    expectTypeOf<Agree<Item, Banner>>().toEqualTypeOf<true>();
    expectTypeOf<Agree<RegionItem, Region>>().toEqualTypeOf<true>();
  });

  it('each const module holds the schema generated from the contract', () => {
    const generated = generatedSchemas();
    for (const [key, schema] of Object.entries(committed)) {
      expect(schema, key).toEqual(generated[fixtureFiles[key as FixtureKey].file]);
    }
    expect(layout).toEqual(generated['layout.json']);
    expect(mapData).toEqual(generated['map-data.json']);
  });
});
