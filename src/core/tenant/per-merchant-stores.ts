/**
 * One client-side store per brand (spec section 6: sessions, and with them baskets and order drafts,
 * are kept per brand), created on first use and kept for the visit. Each store saves itself under a
 * key of its own merchant id; when another tab changes that key, or a logout clears storage, the
 * store reads it again.
 */
export interface MerchantStore {
  readonly merchantId: number;
  load(): void;
}

export function perMerchantStores<T extends MerchantStore>(
  create: (merchantId: number) => T,
  storageKeyOf: (merchantId: number) => string,
) {
  const stores = new Map<number, T>();
  if (typeof window !== 'undefined')
    window.addEventListener('storage', (event) => {
      for (const store of stores.values())
        if (event.key === null || event.key === storageKeyOf(store.merchantId)) store.load();
    });
  return {
    of(merchantId: number): T {
      let store = stores.get(merchantId);
      if (!store) {
        store = create(merchantId);
        stores.set(merchantId, store);
      }
      return store;
    },
    /** After a logout cleared storage: every brand's store starts again from what is left. */
    reloadAll(): void {
      for (const store of stores.values()) store.load();
    },
  };
}
