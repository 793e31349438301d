/**
 * The merchant's branches and menu: what the home needs first (branches, the catalogue), a product's
 * reviews and the customer's favourites.
 */
import { z } from 'zod';
import { Branch } from '../branch.ts';
import { Catalogue, Grade } from '../catalogue.ts';
import { OVERALLS_PATH } from '../catalogue-route.ts';
import { Review } from '../content.ts';
import { ClientType, ServiceType } from '../enums.ts';
import { Id, page } from '../primitives.ts';
import { PRODUCT_REVIEWS_PAGE_SIZE } from '../reviews.ts';
import { def, Ok } from './define.ts';

const Coordinates = z.object({ lat: z.coerce.number(), lon: z.coerce.number() });

export const catalogueEndpoints = {
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
} as const;
