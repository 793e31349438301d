/**
 * The basket (spec: cart), kept per brand like the session: every merchant id has its own store and
 * its own storage key, so switching brands never mixes baskets. Observable (mobx), saved on every
 * change, and reloaded when another tab changes it.
 */
import { makeAutoObservable } from 'mobx';
import { track } from '../analytics/commerce-events.ts';
import { localStore, MemoryStorage } from '../tenant/safe-storage.ts';
import { readStored, writeStored } from '../tenant/storage.ts';
import { keyOfLine, lineKey, MAX_LINE_COUNT, type BasketLine } from './basket-line.ts';
import { storedKind } from '../tenant/stored-kind.ts';
import { perMerchantStores } from '../tenant/per-merchant-stores.ts';

export const basketStorageKey = (merchantId: number) => `basket:${merchantId}`;

interface StoredBasket {
  lines: BasketLine[];
}

export const storedBaskets = storedKind<StoredBasket>(
  (key) => key.startsWith('basket:'),
  async () => (await import('./stored-basket.ts')).StoredBasket,
);

export class BasketStore {
  lines: BasketLine[] = [];
  /** Told whenever the basket is emptied, or read back empty (see onEmptied). */
  private readonly emptied = new Set<() => void>();

  constructor(
    readonly merchantId: number,
    private readonly storage: () => Storage = localStore,
  ) {
    makeAutoObservable<BasketStore, 'storage' | 'emptied'>(this, {
      merchantId: false,
      storage: false,
      emptied: false,
    });
    this.load();
  }

  /**
   * Calls `listener` each time the basket ends up empty: the last line removed, cleared, or read
   * back empty from storage (another tab, a logout). The order draft resets its cashback so (spec
   * section 4). Returns the way to stop listening.
   */
  onEmptied(listener: () => void): () => void {
    this.emptied.add(listener);
    return () => this.emptied.delete(listener);
  }

  private tellIfEmpty(): void {
    if (this.lines.length === 0) for (const listener of this.emptied) listener();
  }

  /** Items in the basket (a line of 3 counts 3). */
  get count(): number {
    return this.lines.reduce((sum, line) => sum + line.count, 0);
  }

  get isEmpty(): boolean {
    return this.lines.length === 0;
  }

  /** How many of a product are in the basket, whatever their modifications. */
  countOf(productId: number): number {
    return this.lines.reduce((sum, line) => (line.productId === productId ? sum + line.count : sum), 0);
  }

  lineOf(productId: number, modificationIds: readonly number[] = []): BasketLine | undefined {
    const key = lineKey(productId, modificationIds);
    return this.lines.find((line) => keyOfLine(line) === key);
  }

  add(productId: number, modificationIds: readonly number[] = [], count = 1): void {
    const line = this.lineOf(productId, modificationIds);
    if (line) line.count = Math.min(line.count + count, MAX_LINE_COUNT);
    else
      this.lines.push({
        productId,
        count: Math.min(Math.max(count, 1), MAX_LINE_COUNT),
        modificationIds: [...modificationIds].sort((a, b) => a - b),
      });
    this.save();
    track({ name: 'add_to_cart', productId, quantity: count });
  }

  /** Sets a line's count; zero or less removes the line. */
  setCount(key: string, count: number): void {
    if (count <= 0) return this.remove(key);
    const line = this.lines.find((l) => keyOfLine(l) === key);
    if (!line) return;
    line.count = Math.min(Math.floor(count), MAX_LINE_COUNT);
    this.save();
  }

  /**
   * Gives a line other options (edited from the basket): it keeps its count and its place. A line that
   * already has those options is merged into it, so one choice stays one line.
   */
  changeOptions(key: string, modificationIds: readonly number[]): void {
    const line = this.lines.find((l) => keyOfLine(l) === key);
    if (!line) return;
    const sorted = [...modificationIds].sort((a, b) => a - b);
    const newKey = lineKey(line.productId, sorted);
    if (newKey === key) return;
    const same = this.lines.find((l) => keyOfLine(l) === newKey);
    line.modificationIds = sorted;
    if (same) {
      line.count = Math.min(line.count + same.count, MAX_LINE_COUNT);
      this.lines = this.lines.filter((l) => l !== same);
    }
    this.save();
  }

  remove(key: string): void {
    this.lines = this.lines.filter((line) => keyOfLine(line) !== key);
    this.save();
  }

  clear(): void {
    this.lines = [];
    this.save();
  }

  /** Reads the stored basket again (at start, and when another tab changed it). */
  load(): void {
    const stored = readStored(basketStorageKey(this.merchantId), storedBaskets, this.storage());
    // Written by another tab while the schema is still on its way: read again once it is here.
    if (stored === undefined) {
      void storedBaskets.ready().then(() => this.load());
      return;
    }
    this.lines = stored?.lines ?? [];
    this.tellIfEmpty();
  }

  private save(): void {
    this.tellIfEmpty();
    const key = basketStorageKey(this.merchantId);
    if (this.lines.length) writeStored(key, { lines: this.lines }, storedBaskets, this.storage());
    else
      try {
        this.storage().removeItem(key);
      } catch {
        // Storage disabled: the basket lives in memory for this visit.
      }
  }
}

const stores = perMerchantStores((merchantId) => new BasketStore(merchantId), basketStorageKey);

/** The basket of one brand; one store per merchant for the whole visit. */
export const basketOf = (merchantId: number): BasketStore => stores.of(merchantId);

const serverBaskets = new Map<number, BasketStore>();
const CHANGES = new Set<string | symbol>(['add', 'setCount', 'changeOptions', 'remove', 'clear']);
/**
 * The basket a server-rendered page shows: the server's render and the browser's hydration read it
 * as empty, so both draw the same page (core/hydration.ts). A change made through it (a tap on a
 * part of the page still hydrating, or held until then) goes to the customer's real basket.
 */
export function serverBasketOf(merchantId: number): BasketStore {
  let basket = serverBaskets.get(merchantId);
  if (!basket) {
    basket = new Proxy(new BasketStore(merchantId, () => new MemoryStorage()), {
      get(empty, property) {
        if (!CHANGES.has(property)) return Reflect.get(empty, property) as unknown;
        const real = basketOf(merchantId);
        return (Reflect.get(real, property) as (...args: unknown[]) => unknown).bind(real);
      },
    });
    serverBaskets.set(merchantId, basket);
  }
  return basket;
}

/** After a logout cleared storage: every brand's basket starts empty (spec section 4). */
export const reloadAllBaskets = (): void => stores.reloadAll();
