import { describe, expect, it } from 'vitest';
import { ADDRESS_LOCAL_MARKER } from '../../contract/index.ts';
import { MemoryStorage } from '../../core/tenant/safe-storage.ts';
import {
  guestAddressesKey,
  isLocalAddressId,
  newLocalAddressId,
  parseGuestAddresses,
  readGuestAddresses,
  removeGuestAddress,
  saveGuestAddress,
} from './guest-addresses.ts';

let made = 0;
const makeId = () => `g${(made += 1)}${ADDRESS_LOCAL_MARKER}`;
const home = {
  type: 'HOUSE' as const,
  name: 'Дом',
  streetName: 'Bunyodkor',
  houseNumber: '12',
  description: 'Bunyodkor 12, Toshkent',
  latitude: 41.285,
  longitude: 69.2,
  office: '14',
};

describe('guest addresses', () => {
  it('keep a saved address per merchant and read it back (round trip)', () => {
    const storage = new MemoryStorage();
    const saved = saveGuestAddress(101, home, storage, makeId);
    expect(saved.id.endsWith(ADDRESS_LOCAL_MARKER)).toBe(true);
    expect(readGuestAddresses(101, storage)).toEqual([saved]);
    expect(readGuestAddresses(102, storage)).toEqual([]);
    expect(JSON.parse(storage.getItem(guestAddressesKey(101)) ?? '[]')).toEqual([saved]);
  });

  it('put a new address first and replace an address saved again under its id', () => {
    const storage = new MemoryStorage();
    const first = saveGuestAddress(101, home, storage, makeId);
    const second = saveGuestAddress(101, { ...home, name: 'Работа', latitude: 41.3 }, storage, makeId);
    expect(readGuestAddresses(101, storage).map((a) => a.name)).toEqual(['Работа', 'Дом']);
    saveGuestAddress(101, { ...first, office: '15' }, storage, makeId);
    const list = readGuestAddresses(101, storage);
    expect(list.map((a) => a.id)).toEqual([second.id, first.id]);
    expect(list[1]?.office).toBe('15');
  });

  it("give a server address's copy a local id of its own", () => {
    const storage = new MemoryStorage();
    const kept = saveGuestAddress(101, { ...home, id: 77 }, storage, makeId);
    expect(isLocalAddressId(kept.id)).toBe(true);
    expect(isLocalAddressId(77)).toBe(false);
  });

  it('remove one address by id', () => {
    const storage = new MemoryStorage();
    const a = saveGuestAddress(101, home, storage, makeId);
    const b = saveGuestAddress(101, { ...home, name: 'Б' }, storage, makeId);
    removeGuestAddress(101, a.id, storage);
    expect(readGuestAddresses(101, storage)).toEqual([b]);
  });

  it('drop damaged entries one by one and read unreadable storage as none', () => {
    const good = { ...home, id: `x${ADDRESS_LOCAL_MARKER}` };
    const text = JSON.stringify([
      good,
      { ...home, id: 'no-marker' },
      { ...home, id: `y${ADDRESS_LOCAL_MARKER}`, latitude: 'north' },
      42,
    ]);
    expect(parseGuestAddresses(text)).toMatchObject([{ id: good.id, name: 'Дом' }]);
    expect(parseGuestAddresses('{not json')).toEqual([]);
    expect(parseGuestAddresses('{"a":1}')).toEqual([]);
    expect(parseGuestAddresses(null)).toEqual([]);
  });

  it('follow the storage: cleared storage (a logout) reads as no addresses', () => {
    const storage = new MemoryStorage();
    saveGuestAddress(101, home, storage, makeId);
    storage.clear();
    expect(readGuestAddresses(101, storage)).toEqual([]);
  });

  it('make random local ids ending in the marker', () => {
    expect(newLocalAddressId(() => 'abc')).toBe(`abc${ADDRESS_LOCAL_MARKER}`);
    expect(newLocalAddressId()).not.toBe(newLocalAddressId());
  });
});
