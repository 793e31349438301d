/**
 * Favourite products of a signed-in customer. Only products of the tenant's catalogue can be marked;
 * marking is idempotent (one row per customer and product) and `isFavourite: false` unmarks. Only the
 * owner sees or removes a favourite: anyone else's (or another merchant's) is 404, so ids reveal nothing.
 */
import { ApiError } from '../base/api-error.ts';
import type { Handlers } from '../http/api-types.ts';
import { messages } from '../base/error-messages.ts';
import { sessionOf } from '../accounts/handler-support.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import { idParam } from '../http/path-params.ts';

const inCatalogue = (tenant: Tenant) => new Set(tenant.data.catalogue.products.map((p) => p.id));

export const favouriteHandlers = {
  favourites: async ({ tenant, query, session, db }) => {
    const { user } = sessionOf(session);
    if (query.userId !== user.id) throw new ApiError(403, 'FORBIDDEN', messages.notYourFavourites());
    // Every stored row is a favourite; asking for the others has nothing to list.
    if (query.isFavourite === false) return [];
    // A product that left the menu is not offered as a favourite (its row stays, should it come back).
    const known = inCatalogue(tenant);
    return (await db.favourites.list(tenant.id, user.id))
      .filter((f) => known.has(f.productId))
      .map((f) => ({ id: f.id, productId: f.productId, isFavourite: true }));
  },

  favouriteSet: async ({ tenant, body, session, db, services }) => {
    const { user } = sessionOf(session);
    if (!inCatalogue(tenant).has(body.productId)) {
      throw new ApiError(404, 'PRODUCT_NOT_FOUND', messages.favouriteProductNotFound(body.productId));
    }
    const store = db.favourites;
    if (body.isFavourite) {
      const stored = await store.add(tenant.id, user.id, body.productId, services.now());
      return { id: stored.id, productId: stored.productId, isFavourite: true };
    }
    // Unmarking what is not marked is not an error (a second tap, another tab): id 0 says "no row".
    const removed = await store.removeProduct(user.id, body.productId);
    return { id: removed?.id ?? 0, productId: body.productId, isFavourite: false };
  },

  favouriteDelete: async ({ tenant, params, session, db }) => {
    const { user } = sessionOf(session);
    const id = idParam(params, 'id');
    const store = db.favourites;
    const stored = await store.find(id);
    if (!stored || stored.merchantId !== tenant.id || stored.userId !== user.id) {
      throw new ApiError(404, 'FAVOURITE_NOT_FOUND', messages.favouriteNotFound(id));
    }
    await store.delete(id);
    return { ok: true };
  },
} satisfies Handlers;
