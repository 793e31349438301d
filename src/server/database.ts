/**
 * The composed database: the storage layer's StorefrontDb with every domain's store. Here, at the
 * server's root, because this is the one place that knows all the domains: storage stands below them
 * and names none (storage/db.ts's DomainStores), so app.ts, tools and tests open the database here.
 */
import type { Kysely } from 'kysely';
import { SignInCodes } from './accounts/sign-in-codes.ts';
import { UserImageStore } from './accounts/user-images-store.ts';
import { UserStore } from './accounts/users-store.ts';
import { FavouriteStore } from './catalogue/favourites-store.ts';
import { OrderStore } from './orders/orders-store.ts';
import { PromoUseStore } from './orders/promo-uses-store.ts';
import { SavedCardStore } from './payments/cards/card-store.ts';
import { ClickInvoiceStore } from './payments/click/click-invoice-store.ts';
import { PaymentStore } from './payments/payment-store.ts';
import { AddressStore } from './places/addresses-store.ts';
import { ReviewStore } from './reviews/review-store.ts';
import { StorefrontDb, type DomainStores, type OpenOptions } from './storage/db.ts';
import { TenantDataStore } from './tenant-data/tenant-data-store.ts';
import type { Database } from './storage/schema.ts';

/** Every domain's store over one query builder, made once per database. */
export function domainStores(kysely: Kysely<Database>): DomainStores {
  return {
    users: new UserStore(kysely),
    codes: new SignInCodes(kysely),
    addresses: new AddressStore(kysely),
    favourites: new FavouriteStore(kysely),
    orders: new OrderStore(kysely),
    payments: new PaymentStore(kysely),
    promoUses: new PromoUseStore(kysely),
    cards: new SavedCardStore(kysely),
    clickInvoices: new ClickInvoiceStore(kysely),
    userImages: new UserImageStore(kysely),
    reviews: new ReviewStore(kysely),
    tenantData: new TenantDataStore(kysely),
  };
}

/**
 * Opens (creating folders and file as needed for SQLite) and migrates the database, with the stores.
 * @param target a SQLite file, ":memory:" for a throw-away database, or a postgres:// URL
 */
export function openDatabase(target: string, options: OpenOptions = {}): Promise<StorefrontDb> {
  return StorefrontDb.open(target, domainStores, options);
}
