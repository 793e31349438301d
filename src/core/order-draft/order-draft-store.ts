/**
 * The order draft (spec: the session's orderRequest): how the customer wants to receive and pay for
 * the basket, chosen across several modules (checkout, pickup, dine-in, the payment methods). Kept per
 * brand like the basket, saved on every change, reloaded when another tab changes it, and emptied by
 * logout (which clears storage and calls reloadAllDrafts). It keeps ids and what was typed; prices are
 * always computed from the basket and the catalogue.
 */
import { makeAutoObservable } from 'mobx';
import {
  isDeliveryService,
  type Address,
  type PaymentType,
  type PromoOffer,
  type ServiceType,
} from '../../contract/index.ts';
import { basketOf, type BasketStore } from '../basket/basket-store.ts';
import { localStore, MemoryStorage } from '../tenant/safe-storage.ts';
import { readStored, writeStored } from '../tenant/storage.ts';
import { loadedStoredKind } from '../tenant/stored-kind.ts';
import { perMerchantStores } from '../tenant/per-merchant-stores.ts';
import {
  emptyDraft,
  MAX_ADDRESS_EXTRA,
  MAX_DRAFT_TEXT,
  TABLE_NUMBER_TEXT,
  noAddressExtras,
  StoredDraft,
  type AddressExtras,
  type DraftReceipt,
  type DraftReceiver,
  type DraftWhen,
} from './draft-schema.ts';
import { newOrderKey } from './order-key.ts';

import { draftStorageKey } from './kept-draft.ts';

export { draftStorageKey };
/** This module loads with zod (use-basket.ts loads it on demand): the draft schema is here at once. */
const storedDrafts = loadedStoredKind(StoredDraft);

export class OrderDraftStore {
  draft: StoredDraft = emptyDraft();

  constructor(
    readonly merchantId: number,
    private readonly storage: () => Storage = localStore,
  ) {
    makeAutoObservable<OrderDraftStore, 'storage'>(this, { merchantId: false, storage: false });
    this.load();
  }

  get serviceType(): ServiceType | null {
    return this.draft.serviceType;
  }
  get branchId(): number | null {
    return this.draft.branchId;
  }
  get tableNumber(): string {
    return this.draft.tableNumber;
  }
  get paymentType(): PaymentType | null {
    return this.draft.paymentType;
  }
  get comment(): string {
    return this.draft.comment;
  }
  get receiver(): DraftReceiver | null {
    return this.draft.receiver;
  }
  /** When the customer wants the order: now, or a day and time on the merchant's clock. */
  get when(): DraftWhen {
    return this.draft.when;
  }
  get address(): Address | null {
    return this.draft.address;
  }
  get addressExtras(): AddressExtras {
    return this.draft.addressExtras;
  }
  /** The promo code the server accepted, with its terms; null: none. */
  get promo(): PromoOffer | null {
    return this.draft.promo;
  }
  /** Cashback the customer chose to pay with (before capping at the balance and the total). */
  get cashback(): number {
    return this.draft.cashback;
  }
  get receipt(): DraftReceipt {
    return this.draft.receipt;
  }
  /** The Idempotency-Key kept for the order being placed, if any. */
  get orderKey(): string | null {
    return this.draft.orderKey?.key ?? null;
  }

  setServiceType(serviceType: ServiceType): void {
    this.update({ serviceType });
  }
  setBranch(branchId: number | null): void {
    this.update({ branchId });
  }
  /**
   * The table number as typed: digits of any keyboard (an Arabic keyboard's ٧ stays ٧ on screen), as
   * many as the field keeps (a few more than a table number has, so its check can refuse one too
   * long; the field keeps to them with contract/digits.ts keepDigits, which the first download of
   * every page does without); the order sends them as ASCII digits. Anything else is not kept.
   */
  setTableNumber(value: string): void {
    if (TABLE_NUMBER_TEXT.test(value)) this.update({ tableNumber: value });
  }
  setPaymentType(paymentType: PaymentType): void {
    this.update({ paymentType });
  }
  /** Texts are cut at the server's limit rather than refused (the inputs stop there anyway). */
  setComment(comment: string): void {
    this.update({ comment: comment.slice(0, MAX_DRAFT_TEXT) });
  }
  setReceiver(receiver: DraftReceiver | null): void {
    this.update({
      receiver: receiver && {
        name: receiver.name.slice(0, MAX_DRAFT_TEXT),
        phone: receiver.phone.slice(0, 32),
      },
    });
  }
  /** The code the server accepted (with its terms), or null to remove it. */
  setPromo(promo: PromoOffer | null): void {
    this.update({ promo });
  }
  /** Cashback to pay with; anything but a positive amount is none. Cents at most. */
  setCashback(amount: number): void {
    this.update({ cashback: amount > 0 ? Math.round(amount * 100) / 100 : 0 });
  }
  setReceipt(receipt: Partial<DraftReceipt>): void {
    const next = { ...this.draft.receipt, ...receipt };
    this.update({ receipt: { send: next.send, phone: next.phone.slice(0, 32) } });
  }
  /**
   * When: as soon as possible (the day and time stay, for going back), or at a set time, a day
   * ("2026-06-09") and a slot's start ("14:30") on the merchant's clock.
   */
  setWhen(mode: DraftWhen['mode'], day = this.draft.when.day, time = this.draft.when.time): void {
    this.update({ when: { mode, day, time } });
  }

  /**
   * The order's delivery address, with its extras (the address's own ones unless others are given).
   * Null forgets both (the address was deleted).
   */
  setAddress(address: Address | null, extras?: Partial<AddressExtras>): void {
    const own = {
      office: address?.office ?? '',
      domophone: address?.domophone ?? '',
      entrance: address?.entrance ?? '',
      floor: address?.floor ?? '',
    };
    const chosen = { ...own, ...extras };
    this.update({
      address,
      addressExtras: {
        office: chosen.office.slice(0, MAX_ADDRESS_EXTRA),
        domophone: chosen.domophone.slice(0, MAX_ADDRESS_EXTRA),
        entrance: chosen.entrance.slice(0, MAX_ADDRESS_EXTRA),
        floor: chosen.floor.slice(0, MAX_ADDRESS_EXTRA),
      },
    });
  }

  /**
   * The customer chose where the order goes: it becomes a delivery, unless it already is one (an
   * express order stays express).
   */
  deliverTo(address: Address, extras?: Partial<AddressExtras>): void {
    this.setAddress(address, extras);
    if (this.draft.serviceType === null || !isDeliveryService(this.draft.serviceType))
      this.setServiceType('DELIVERY');
  }

  /**
   * The Idempotency-Key to place an order with: the kept one when it was made for the same body
   * (`fingerprint`, see order-key.ts), else a new one. It is stored before the call goes, so a retry
   * after a time-out, a second tap or a reload mid-call sends the same key and gets the same order;
   * a body that changed in any way (basket, prices, choices) gets a key of its own.
   */
  keyForOrder(fingerprint: string, makeKey: () => string = newOrderKey): string {
    const kept = this.draft.orderKey;
    if (kept && kept.fingerprint === fingerprint) return kept.key;
    const key = makeKey();
    this.update({ orderKey: { key, fingerprint } });
    return key;
  }

  /** Drops the kept key (the server said it belongs to another order). */
  forgetOrderKey(): void {
    this.update({ orderKey: null });
  }

  /**
   * After an order is placed (spec section 4: success clears the comment, promo, cashback and the
   * address extras): the comment and the receiver go, since a kept receiver would silently send the
   * next order to someone else, and so do the order's key, its promo code and cashback, its address
   * extras and a set time (that time was this order's; the next one starts as soon as possible). How
   * the customer receives and pays stays for the next order, and so do the address (its saved extras
   * are the next order's again, see orderAddressExtras, so the courier still finds the flat) and
   * whether to send the receipt.
   */
  clearAfterOrder(): void {
    this.update({
      comment: '',
      receiver: null,
      when: { mode: 'NOW', day: null, time: null },
      orderKey: null,
      addressExtras: noAddressExtras(),
      promo: null,
      cashback: 0,
    });
  }

  /** Reads the stored draft again (at start, after logout, and when another tab changed it). */
  load(): void {
    // The schema is here, so the draft is known (undefined never comes back).
    this.draft = readStored(draftStorageKey(this.merchantId), storedDrafts, this.storage()) ?? emptyDraft();
  }

  private update(change: Partial<StoredDraft>): void {
    // Through the schema, so the store never holds what it could not read back.
    const next = StoredDraft.parse({ ...this.draft, ...change });
    // A choice that changes the order body makes the kept key another order's; setting a choice to
    // the value it has (a block choosing its default again after a reload) keeps it.
    if (!('orderKey' in change) && !sameChoices(this.draft, next)) next.orderKey = null;
    this.draft = next;
    writeStored(draftStorageKey(this.merchantId), this.draft, storedDrafts, this.storage());
  }
}

/** Whether two drafts ask for the same order (their key aside). Both come from the schema: same key order. */
const sameChoices = (a: StoredDraft, b: StoredDraft): boolean =>
  JSON.stringify({ ...a, orderKey: null }) === JSON.stringify({ ...b, orderKey: null });

/**
 * Spec section 4: an empty basket resets the cashback to 0. Told by the basket, for every way it
 * empties (the last line removed on any screen, an order placed, another tab, a logout), and checked
 * once here for a basket that was already empty.
 */
export function resetCashbackWhenEmpty(
  draft: OrderDraftStore,
  basket: Pick<BasketStore, 'isEmpty' | 'onEmptied'>,
): () => void {
  const reset = () => {
    if (draft.cashback > 0) draft.setCashback(0);
  };
  if (basket.isEmpty) reset();
  return basket.onEmptied(reset);
}

const stores = perMerchantStores((merchantId) => {
  const draft = new OrderDraftStore(merchantId);
  resetCashbackWhenEmpty(draft, basketOf(merchantId));
  return draft;
}, draftStorageKey);

/** The order draft of one brand; one store per merchant for the whole visit. */
export const draftOf = (merchantId: number): OrderDraftStore => stores.of(merchantId);

const serverDrafts = new Map<number, OrderDraftStore>();
/** The draft a server-rendered page shows (empty, kept nowhere): see serverBasketOf. */
export function serverDraftOf(merchantId: number): OrderDraftStore {
  let draft = serverDrafts.get(merchantId);
  if (!draft)
    serverDrafts.set(merchantId, (draft = new OrderDraftStore(merchantId, () => new MemoryStorage())));
  return draft;
}

/** After a logout cleared storage: every brand's order draft starts empty (spec section 4). */
export const reloadAllDrafts = (): void => stores.reloadAll();
