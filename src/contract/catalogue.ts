import { z } from 'zod';
import { NavigationType, ProductType, ProductUnit, ScrollType, ViewType } from './enums.ts';
import { HexColor, Id, LocalizedText, MediaPath, Money, OptionalId } from './primitives.ts';

/** A choice inside a modification group (size, sauce, ...); its price adds to the product's. */
export const Modification = z.object({
  id: Id,
  name: LocalizedText,
  price: Money.default(0),
  image: MediaPath.nullish(),
  isDefault: z.boolean().default(false),
  /** False while the staff have it on the stop list (sold out); the storefront offers it disabled. */
  isAvailable: z.boolean().default(true),
  /** Branches where the staff stopped it (sold out there only); the others still offer it. */
  unavailableBranchIds: z.array(Id).default([]),
});
export type Modification = z.infer<typeof Modification>;

export const ModificationGroup = z.object({
  id: Id,
  name: LocalizedText,
  /** Spec: labels imply min/max selection. */
  minSelect: z.number().int().nonnegative().default(0),
  maxSelect: z.number().int().positive().default(1),
  modifications: z.array(Modification),
});
export type ModificationGroup = z.infer<typeof ModificationGroup>;

/** Per-branch availability of a product: a product shows only at active branches (spec section 4). */
export const ProductBranch = z.object({
  branchId: Id,
  isActive: z.boolean(),
});

export const Product = z.looseObject({
  id: Id,
  productId: OptionalId,
  favaoriteId: OptionalId,
  isFavourite: z.boolean().default(false),
  isAvailable: z.boolean().default(true),
  integrationId: z.string().nullish(),
  integrationCategoryId: z.string().nullish(),
  productBranch: z.array(ProductBranch).default([]),
  calorie: z.number().nonnegative().nullish(),
  posterAmount: z.number().nullish(),
  posterName: z.string().nullish(),
  /** Quantity of one sale unit, e.g. 500 with unit GRAMM. */
  measure: z.number().positive().nullish(),
  eatsPrice: Money.nullish(),
  enabledEats: z.boolean().default(false),
  expressPrice: Money.nullish(),
  enabledExpress: z.boolean().default(false),
  isCartRecommendation: z.boolean().default(false),
  posterId: z.string().nullish(),
  type: ProductType.default('NONE'),
  unit: ProductUnit.default('COUNT'),
  active: z.boolean().default(true),
  categoryId: Id,
  costPrice: Money,
  modificationGroups: z.array(ModificationGroup).default([]),
  count: z.number().int().nonnegative().nullish(),
  deliveryEnabled: z.boolean().default(true),
  description: LocalizedText.nullish(),
  /** Discount in percent of costPrice. */
  discount: z.number().min(0).max(100).default(0),
  priority: z.number().default(0),
  group: OptionalId,
  image: MediaPath.nullish(),
  jowiId: z.string().nullish(),
  labels: z.array(z.string()).default([]),
  additionalPrice: Money.nullish(),
  timeCookingMax: z.number().int().nonnegative().nullish(),
  timeCookingMin: z.number().int().nonnegative().nullish(),
  /** Channels the product is sold in; empty means every channel. */
  systems: z.array(z.enum(['TG', 'WEB', 'APP', 'OPERATOR'])).default([]),
  name: LocalizedText,
  amount: z.number().int().positive().default(1),
  /** The product's code in the national classifier of goods and services (MXIK/IKPU), for fiscal receipts. */
  mxicCode: z.string().nullish(),
  /**
   * The package code that goes with `mxicCode` on a fiscal receipt (the classifier lists it with the
   * code). This contract's addition: Payme's receipt detail asks for it beside the code.
   */
  packageCode: z.string().nullish(),
  barcode: z.string().nullish(),
  gallery: z.array(MediaPath).default([]),
  favourite: z.boolean().nullish(),
  grade: z.number().min(0).max(5).nullish(),
  /** How many reviews the grade averages (this contract's; filled from GET /products/v1/grade). */
  gradeCount: z.number().int().nonnegative().nullish(),
  tags: z.array(z.string()).default([]),
});
export type Product = z.infer<typeof Product>;

export const Category = z.looseObject({
  id: Id,
  image: MediaPath.nullish(),
  groupId: OptionalId,
  priority: z.number().default(0),
  name: LocalizedText,
  textColor: HexColor.nullish(),
  viewType: ViewType.default('MEDIUM'),
  isWithoutCart: z.boolean().default(false),
  scrollType: ScrollType.default('VERTICAL'),
  navigationType: NavigationType.default('FULL_SCREEN'),
});
export type Category = z.infer<typeof Category>;

export const ProductGroup = z.looseObject({
  id: Id,
  icon: MediaPath.nullish(),
  image: MediaPath.nullish(),
  bgColor: HexColor.nullish(),
  priority: z.number().default(0),
  iconBgColor: HexColor.nullish(),
  name: LocalizedText,
});
export type ProductGroup = z.infer<typeof ProductGroup>;

/** GET /products/v1/overalls: flat lists the storefront assembles (spec section 4, catalogue assembly). */
export const Catalogue = z.object({
  groups: z.array(ProductGroup),
  categories: z.array(Category),
  products: z.array(Product),
});
export type Catalogue = z.infer<typeof Catalogue>;

/** A product's average grade and, this contract's, how many reviews it averages. */
export const Grade = z.object({
  productId: Id,
  grade: z.number().min(0).max(5),
  count: z.number().int().nonnegative().optional(),
});
export type Grade = z.infer<typeof Grade>;
