/**
 * The customer's saved addresses (spec section 4): a signed-in customer's on the server, a guest's
 * in local storage (guest-addresses.ts). One face for both, so the picker and the addresses sheet do
 * not care which.
 *
 * Decision (the spec does not say): a guest's addresses are not copied to the server at sign-in; they
 * stay on this device for the next guest visit, and the address already on the order stays on it
 * (it carries its point and street, which is all the order needs).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { Address } from '../../contract/index.ts';
import { useApiMutation } from '../../core/api/use-api-mutation.ts';
import { useStorefront } from '../../core/storefront.tsx';
import { savedAddressesKey, savedAddressesQuery } from './address-queries.ts';
import {
  isLocalAddressId,
  removeGuestAddress,
  saveGuestAddress,
  useGuestAddresses,
} from './guest-addresses.ts';

/** [error text, null] or [null, the kept address]. */
export type SaveResult = [string, null] | [null, Address];

export interface AddressBook {
  addresses: readonly Address[];
  signedIn: boolean;
  isPending: boolean;
  error: Error | null;
  refetch: () => void;
  /** Creates the address, or updates the saved one of the same id. */
  save: (address: Address) => Promise<SaveResult>;
  /** Deletes a saved address (spec section 5: only one with an id); the error text, or null. */
  remove: (address: Address) => Promise<string | null>;
}

const serverId = (id: Address['id']): number | null => (typeof id === 'number' ? id : null);

export function useAddressBook(): AddressBook {
  const { api, merchant, session } = useStorefront();
  const queryClient = useQueryClient();
  const userId = session?.user.id ?? null;
  const guestAddresses = useGuestAddresses(merchant.id);
  const { run: update } = useApiMutation('addressUpdate');
  const { run: create } = useApiMutation('addressCreate');
  const { run: drop } = useApiMutation('addressDelete');
  const server = useQuery({
    ...savedAddressesQuery(api, merchant.id, userId ?? -1),
    enabled: userId !== null,
  });

  const save = useCallback(
    async (address: Address): Promise<SaveResult> => {
      if (userId === null) return [null, saveGuestAddress(merchant.id, address)];
      const id = serverId(address.id);
      const body = { ...address, id: id ?? null };
      const [error, saved] =
        id !== null ? await update({ params: { id }, body }) : await create({ params: { userId }, body });
      if (error) return [error.message, null];
      queryClient.setQueryData(savedAddressesKey(merchant.id, userId), (list: Address[] | undefined) =>
        list ? [saved, ...list.filter((item) => item.id !== saved.id)] : [saved],
      );
      return [null, saved];
    },
    [update, create, merchant.id, queryClient, userId],
  );

  const remove = useCallback(
    async (address: Address): Promise<string | null> => {
      if (address.id === null || address.id === undefined) return null;
      if (isLocalAddressId(address.id)) {
        removeGuestAddress(merchant.id, String(address.id));
        return null;
      }
      const id = serverId(address.id);
      if (id === null || userId === null) return null;
      const [error] = await drop({ params: { id } });
      if (error) return error.message;
      queryClient.setQueryData(savedAddressesKey(merchant.id, userId), (list: Address[] | undefined) =>
        list?.filter((item) => item.id !== id),
      );
      return null;
    },
    [drop, merchant.id, queryClient, userId],
  );

  return useMemo(
    () =>
      userId === null
        ? {
            addresses: guestAddresses,
            signedIn: false,
            isPending: false,
            error: null,
            refetch: () => undefined,
            save,
            remove,
          }
        : {
            addresses: server.data ?? [],
            signedIn: true,
            isPending: server.isPending,
            error: server.error,
            refetch: () => void server.refetch(),
            save,
            remove,
          },
    [userId, guestAddresses, server, save, remove],
  );
}
