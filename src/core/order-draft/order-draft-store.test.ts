import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../tenant/safe-storage.ts';
import { BasketStore, basketStorageKey } from '../basket/basket-store.ts';
import { keyOfLine } from '../basket/basket-line.ts';
import type { PromoOffer } from '../../contract/index.ts';
import { draftStorageKey, OrderDraftStore, resetCashbackWhenEmpty } from './order-draft-store.ts';
import { MAX_TABLE_DIGITS } from './draft-schema.ts';
import { TABLE_NUMBER_MAX } from '../../contract/field-rules.ts';

const storeWith = (storage = new MemoryStorage(), merchantId = 101) =>
  new OrderDraftStore(merchantId, () => storage);

describe('OrderDraftStore', () => {
  it('starts empty', () => {
    expect(storeWith().draft).toEqual({
      serviceType: null,
      branchId: null,
      tableNumber: '',
      paymentType: null,
      comment: '',
      courierComment: '',
      receiver: null,
      when: { mode: 'NOW', day: null, time: null, until: null },
      address: null,
      addressExtras: { office: '', domophone: '', entrance: '', floor: '' },
      orderKey: null,
      promo: null,
      cashback: 0,
      receipt: { send: false, phone: '' },
    });
  });

  it('keeps a set time across a reload, and the slot when the customer goes back to "now"', () => {
    const storage = new MemoryStorage();
    const draft = storeWith(storage);
    draft.setWhen('AT_TIME', '2026-06-09', '14:30');
    expect(storeWith(storage).when).toEqual({
      mode: 'AT_TIME',
      day: '2026-06-09',
      time: '14:30',
      until: null,
    });
    draft.setWhen('NOW');
    expect(storeWith(storage).when).toEqual({ mode: 'NOW', day: '2026-06-09', time: '14:30', until: null });
  });

  it('keeps a "later" window and the courier comment across a reload; an order clears both', () => {
    const storage = new MemoryStorage();
    const draft = storeWith(storage);
    draft.setWhen('LATER', '2026-06-09', '14:30', '15:30');
    draft.setComment('Call at the gate', 'courierComment');
    expect(storeWith(storage).when).toEqual({
      mode: 'LATER',
      day: '2026-06-09',
      time: '14:30',
      until: '15:30',
    });
    expect(storeWith(storage).courierComment).toBe('Call at the gate');
    // Choosing a set time keeps the window's end for going back.
    draft.setWhen('AT_TIME');
    expect(storeWith(storage).when.until).toBe('15:30');
    draft.clearAfterOrder();
    expect(storeWith(storage).draft).toMatchObject({
      courierComment: '',
      when: { mode: 'NOW', until: null },
    });
  });

  it('reads each part of a damaged set time on its own, keeping what it can', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      draftStorageKey(101),
      JSON.stringify({ branchId: 7, when: { mode: 'AT_TIME', day: '09.06.2026', time: '14:30' } }),
    );
    expect(storeWith(storage).when).toEqual({ mode: 'AT_TIME', day: null, time: '14:30', until: null });
    storage.setItem(
      draftStorageKey(101),
      JSON.stringify({ branchId: 7, when: { mode: 'SOON', time: '25:00' } }),
    );
    expect(storeWith(storage).when).toEqual({ mode: 'NOW', day: null, time: null, until: null });
    storage.setItem(draftStorageKey(101), JSON.stringify({ branchId: 7, when: 'tomorrow' }));
    expect(storeWith(storage).draft).toMatchObject({ branchId: 7, when: { mode: 'NOW' } });
  });

  it('keeps each brand in its own storage key and survives a reload', () => {
    const storage = new MemoryStorage();
    const burger = storeWith(storage, 101);
    burger.setServiceType('PICK_UP');
    burger.setBranch(100012);
    burger.setPaymentType('CASH');
    burger.setComment('Без лука');
    storeWith(storage, 105).setServiceType('DINE_IN');

    const again = storeWith(storage, 101);
    expect(again.serviceType).toBe('PICK_UP');
    expect(again.branchId).toBe(100012);
    expect(again.paymentType).toBe('CASH');
    expect(again.comment).toBe('Без лука');
    expect(storeWith(storage, 105).serviceType).toBe('DINE_IN');
  });

  it('keeps a table number of four digits at most, of any keyboard, as typed, across a reload', () => {
    const storage = new MemoryStorage();
    const draft = storeWith(storage);
    draft.setTableNumber('0012');
    expect(draft.tableNumber).toBe('0012');
    // Not a table number: the field filters what is typed (keepDigits), the store keeps what it had.
    draft.setTableNumber(' №12a');
    draft.setTableNumber('1234567');
    expect(draft.tableNumber).toBe('0012');
    // One digit too many for a table stays as typed: its check refuses it, nothing cuts it.
    draft.setTableNumber('10000');
    expect(draft.tableNumber).toBe('10000');
    draft.setTableNumber('0012');
    draft.setTableNumber('١٢');
    expect(draft.tableNumber).toBe('١٢');
    expect(storeWith(storage).tableNumber).toBe('١٢');
    draft.setTableNumber('');
    expect(draft.tableNumber).toBe('');
  });

  it('counts table digits as field-rules does', () => {
    expect(MAX_TABLE_DIGITS).toBe(String(TABLE_NUMBER_MAX).length);
  });

  it('keeps the fields it can read from a damaged stored draft', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      draftStorageKey(101),
      JSON.stringify({ serviceType: 'TELEPORT', branchId: 7, paymentType: 'CASH', comment: 42 }),
    );
    const draft = storeWith(storage);
    expect(draft.serviceType).toBeNull();
    expect(draft.branchId).toBe(7);
    expect(draft.paymentType).toBe('CASH');
    expect(draft.comment).toBe('');
  });

  it('reads an unreadable draft as empty', () => {
    const storage = new MemoryStorage();
    storage.setItem(draftStorageKey(101), '{not json');
    expect(storeWith(storage).draft.serviceType).toBeNull();
  });

  it('forgets the comment and the receiver after an order, but not how to receive and pay', () => {
    const storage = new MemoryStorage();
    const draft = storeWith(storage);
    draft.setServiceType('PICK_UP');
    draft.setBranch(3);
    draft.setPaymentType('TERMINAL');
    draft.setComment('Позвоните');
    draft.setReceiver({ name: 'Анна', phone: '+998 90 123 45 67' });
    draft.setWhen('AT_TIME', '2026-06-09', '14:30');
    draft.clearAfterOrder();
    expect(storeWith(storage).draft).toMatchObject({
      serviceType: 'PICK_UP',
      branchId: 3,
      paymentType: 'TERMINAL',
      comment: '',
      receiver: null,
      when: { mode: 'NOW', day: null, time: null },
    });
  });

  it("keeps the delivery address with its extras, the address's own unless others are given", () => {
    const storage = new MemoryStorage();
    const draft = storeWith(storage);
    const home = { id: 5, type: 'HOUSE' as const, name: 'Дом', latitude: 41.3, longitude: 69.2, floor: '4' };
    draft.setAddress(home);
    expect(storeWith(storage).address).toMatchObject({ id: 5, name: 'Дом' });
    expect(storeWith(storage).addressExtras).toEqual({ office: '', domophone: '', entrance: '', floor: '4' });
    draft.setAddress(home, { office: '12', floor: 'x'.repeat(80) });
    expect(draft.addressExtras.office).toBe('12');
    expect(draft.addressExtras.floor).toHaveLength(50);
    draft.setAddress(null);
    expect(storeWith(storage).address).toBeNull();
  });

  it('reads a damaged address and damaged extras apart: what can be read stays', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      draftStorageKey(101),
      JSON.stringify({
        address: { id: 5, latitude: 41.3, longitude: 69.2, name: 'Дом' },
        addressExtras: { office: 12, floor: '3' },
        comment: 'Позвоните',
      }),
    );
    const draft = storeWith(storage);
    expect(draft.address).toMatchObject({ id: 5, name: 'Дом' });
    expect(draft.addressExtras).toEqual({ office: '', domophone: '', entrance: '', floor: '3' });
    storage.setItem(
      draftStorageKey(101),
      JSON.stringify({ address: { latitude: 'north' }, addressExtras: { floor: '3' }, comment: 'x' }),
    );
    draft.load();
    expect(draft.address).toBeNull();
    expect(draft.addressExtras.floor).toBe('3');
    expect(draft.comment).toBe('x');
  });

  it('clears the address extras after an order but keeps the address', () => {
    const draft = storeWith();
    draft.setAddress({ type: 'HOUSE', latitude: 41.3, longitude: 69.2 }, { office: '12' });
    draft.clearAfterOrder();
    expect(draft.address).toMatchObject({ latitude: 41.3 });
    expect(draft.addressExtras.office).toBe('');
  });

  it('empties after the storage is cleared (logout) and the store reloads', () => {
    const storage = new MemoryStorage();
    const draft = storeWith(storage);
    draft.setComment('x');
    storage.clear();
    draft.load();
    expect(draft.comment).toBe('');
  });
});

describe('the order key (Idempotency-Key)', () => {
  let made = 0;
  const makeKey = () => `key-${String((made += 1)).padStart(4, '0')}`;

  it('is made when "Place order" is pressed and survives a reload, for the same body', () => {
    const storage = new MemoryStorage();
    const draft = storeWith(storage);
    expect(draft.orderKey).toBeNull();
    const key = draft.keyForOrder('body-a', makeKey);
    expect(draft.keyForOrder('body-a', makeKey)).toBe(key);
    // A reload during "Place order": a new store reads the key back.
    expect(storeWith(storage).keyForOrder('body-a', makeKey)).toBe(key);
  });

  it('is a new one when the body changed (basket, prices), never the old key with another body', () => {
    const draft = storeWith();
    const first = draft.keyForOrder('body-a', makeKey);
    const second = draft.keyForOrder('body-b', makeKey);
    expect(second).not.toBe(first);
    expect(draft.keyForOrder('body-b', makeKey)).toBe(second);
  });

  it('is forgotten when a choice changes, kept when a choice is set to what it was', () => {
    const storage = new MemoryStorage();
    const draft = storeWith(storage);
    draft.setServiceType('PICK_UP');
    draft.setBranch(3);
    const key = draft.keyForOrder('body-a', makeKey);
    draft.setBranch(3);
    draft.setServiceType('PICK_UP');
    expect(draft.orderKey).toBe(key);
    draft.setComment('Позвоните');
    expect(draft.orderKey).toBeNull();
    expect(storeWith(storage).orderKey).toBeNull();
    draft.keyForOrder('body-a', makeKey);
    draft.setPaymentType('TERMINAL');
    expect(draft.orderKey).toBeNull();
    draft.keyForOrder('body-a', makeKey);
    draft.setWhen('AT_TIME', '2026-06-09', '14:30');
    expect(draft.orderKey).toBeNull();
  });

  it('is forgotten once the order is confirmed, and on request', () => {
    const storage = new MemoryStorage();
    const draft = storeWith(storage);
    draft.keyForOrder('body-a', makeKey);
    draft.clearAfterOrder();
    expect(storeWith(storage).orderKey).toBeNull();
    const next = draft.keyForOrder('body-a', makeKey);
    draft.forgetOrderKey();
    expect(draft.orderKey).toBeNull();
    expect(draft.keyForOrder('body-a', makeKey)).not.toBe(next);
  });

  it('reads a damaged stored key as none and keeps the rest of the draft', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      draftStorageKey(101),
      JSON.stringify({ branchId: 7, orderKey: { key: 'has spaces', fingerprint: 'x' } }),
    );
    const draft = storeWith(storage);
    expect(draft.orderKey).toBeNull();
    expect(draft.branchId).toBe(7);
  });
});

describe('promo, cashback and receipt', () => {
  const lab10: PromoOffer = {
    id: 100801,
    code: 'LAB10',
    discountType: 'PERCENTAGE',
    productDiscount: 10,
    deliveryDiscount: 0,
    minPrice: 50000,
    startDate: '2026-01-01T00:00:00Z',
    endDate: '2026-12-31T23:59:00Z',
    usesLeft: null,
  };

  it('keeps the accepted promo, the cashback chosen and the receipt wish across a reload', () => {
    const storage = new MemoryStorage();
    const draft = storeWith(storage);
    draft.setPromo(lab10);
    draft.setCashback(12000.456);
    draft.setReceipt({ send: true, phone: '+998 90 123 45 67' });
    const again = storeWith(storage);
    expect(again.promo).toEqual(lab10);
    expect(again.cashback).toBe(12000.46);
    expect(again.receipt).toEqual({ send: true, phone: '+998 90 123 45 67' });
    draft.setCashback(-5);
    expect(draft.cashback).toBe(0);
  });

  it('clears the promo and the cashback after an order (spec section 4), keeps the receipt wish', () => {
    const draft = storeWith();
    draft.setPromo(lab10);
    draft.setCashback(5000);
    draft.setReceipt({ send: true });
    draft.clearAfterOrder();
    expect(draft.promo).toBeNull();
    expect(draft.cashback).toBe(0);
    expect(draft.receipt.send).toBe(true);
  });

  it('reads a damaged promo as none and keeps the rest', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      draftStorageKey(101),
      JSON.stringify({ promo: { ...lab10, discountType: 'HALF' }, cashback: 'lots', comment: 'x' }),
    );
    const draft = storeWith(storage);
    expect(draft.promo).toBeNull();
    expect(draft.cashback).toBe(0);
    expect(draft.comment).toBe('x');
  });

  it('sets the cashback back to 0 when the basket empties, and at start for an empty one', () => {
    const storage = new MemoryStorage();
    const basket = new BasketStore(101, () => storage);
    basket.add(7);
    const draft = storeWith(storage);
    draft.setCashback(5000);
    const stop = resetCashbackWhenEmpty(draft, basket);
    expect(draft.cashback).toBe(5000);
    basket.add(8);
    basket.remove(basket.lines[0] ? keyOfLine(basket.lines[0]) : '');
    expect(draft.cashback).toBe(5000);
    basket.clear();
    expect(draft.cashback).toBe(0);
    // Emptied in another tab: read back empty.
    draft.setCashback(3000);
    basket.add(7);
    storage.removeItem(basketStorageKey(101));
    basket.load();
    expect(draft.cashback).toBe(0);
    stop();

    const other = storeWith(new MemoryStorage());
    other.setCashback(3000);
    resetCashbackWhenEmpty(other, new BasketStore(102, () => new MemoryStorage()))();
    expect(other.cashback).toBe(0);
  });
});
