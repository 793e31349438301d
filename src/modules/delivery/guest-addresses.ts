/**
 * A guest's saved addresses (spec sections 4 and 6: guests' addresses are kept locally), per
 * merchant in local storage under `addresses:<merchantId>`, so brands never share them. Every item is
 * read back through the contract's Address schema on its own: one damaged entry is dropped, the
 * others stay. Their ids end in ADDRESS_LOCAL_MARKER, so an address made here is never mistaken for
 * one the server keeps.
 *
 * Read from storage on every look (the text's parse is cached): a logout clears storage, and the
 * list follows without the app having to tell this module.
 */
import { z } from 'zod';
import { Address, ADDRESS_LOCAL_MARKER } from '../../contract/index.ts';
import { localStore } from '../../core/tenant/safe-storage.ts';
import { storedList } from '../../core/tenant/stored-list.ts';

/** More than a customer types by hand; the oldest go first beyond it. */
export const MAX_GUEST_ADDRESSES = 50;

/** A guest's address: one the contract accepts, with a local id. */
export const GuestAddress = Address.extend({
  id: z.string().endsWith(ADDRESS_LOCAL_MARKER, 'a local address id ends in the local marker'),
});
export type GuestAddress = z.infer<typeof GuestAddress>;

export const isLocalAddressId = (id: unknown): boolean =>
  typeof id === 'string' && id.endsWith(ADDRESS_LOCAL_MARKER);

/** A new local id: random, so two tabs saving at once never collide. */
export function newLocalAddressId(random: () => string = () => crypto.randomUUID()): string {
  return `${random()}${ADDRESS_LOCAL_MARKER}`;
}

/** The readable entries of a stored text, newest first as stored; anything else reads as none. */
export function parseGuestAddresses(raw: string | null): GuestAddress[] {
  if (raw === null) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.flatMap((item) => {
    const parsed = GuestAddress.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

const stored = storedList('addresses', parseGuestAddresses);
export const guestAddressesKey = stored.key;
export const readGuestAddresses = stored.read;
const write = stored.write;

/**
 * Keeps an address: a new one (no local id yet) goes first with a new id; one with a local id
 * replaces the entry of that id. Returns the kept address.
 */
export function saveGuestAddress(
  merchantId: number,
  address: Address,
  storage: Storage = localStore(),
  makeId: () => string = newLocalAddressId,
): GuestAddress {
  const list = readGuestAddresses(merchantId, storage);
  const id = isLocalAddressId(address.id) ? String(address.id) : makeId();
  const kept = GuestAddress.parse({ ...address, id });
  const others = list.filter((item) => item.id !== id);
  const next = list.some((item) => item.id === id)
    ? list.map((item) => (item.id === id ? kept : item))
    : [kept, ...others].slice(0, MAX_GUEST_ADDRESSES);
  write(merchantId, next, storage);
  return kept;
}

export function removeGuestAddress(merchantId: number, id: string, storage: Storage = localStore()): void {
  const list = readGuestAddresses(merchantId, storage);
  write(
    merchantId,
    list.filter((item) => item.id !== id),
    storage,
  );
}

/** The guest's addresses at this merchant, following saves here and in other tabs. */
export const useGuestAddresses = (merchantId: number): GuestAddress[] => stored.useList(merchantId);
