/**
 * What is stopped, counted and paused now, and the calls that change it. Each change answers the
 * whole state, which replaces the shown one; the storefront sees it on its own (it follows the
 * merchant's changes).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrapOrThrow, type ApiRequestError } from '../../core/api/unwrap.ts';
import type { ConsoleAvailability, PauseEntry, StopEntry } from '../../contract/console-availability.ts';
import type { PausableService } from '../../contract/branch-pause.ts';
import { useConsole } from '../app/console-context.ts';
import { staffKey } from '../app/query-keys.ts';

const availabilityKey = staffKey('availability');

export function useAvailability() {
  const { api } = useConsole();
  return useQuery({
    queryKey: availabilityKey,
    queryFn: () => unwrapOrThrow(api.call('consoleAvailability')),
    // A stop with an end leaves by itself: read again now and then while the screen is open.
    refetchInterval: 60_000,
  });
}

export type AvailabilityChange =
  | { kind: 'stop'; entry: StopEntry }
  | { kind: 'resume'; entry: Omit<StopEntry, 'until'> }
  | { kind: 'stock'; productId: number; count: number | null }
  | { kind: 'pause'; branchId: number; type: PausableService; until: string | null }
  | { kind: 'reopen'; pause: Pick<PauseEntry, 'branchId' | 'type'> };

export function useAvailabilityChange() {
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const send = (change: AvailabilityChange): Promise<ConsoleAvailability> => {
    switch (change.kind) {
      case 'stop':
        return unwrapOrThrow(api.call('consoleStop', { body: change.entry }));
      case 'resume':
        return unwrapOrThrow(api.call('consoleResume', { body: change.entry }));
      case 'stock':
        return unwrapOrThrow(
          api.call('consoleStock', {
            params: { productId: change.productId },
            body: { count: change.count },
          }),
        );
      case 'pause':
        return unwrapOrThrow(
          api.call('consolePause', {
            params: { id: change.branchId },
            body: { type: change.type, until: change.until },
          }),
        );
      case 'reopen':
        return unwrapOrThrow(
          api.call('consoleReopen', {
            params: { id: change.pause.branchId },
            body: { type: change.pause.type },
          }),
        );
    }
  };
  return useMutation<ConsoleAvailability, ApiRequestError, AvailabilityChange>({
    mutationFn: send,
    onSuccess: (state) => queryClient.setQueryData(availabilityKey, state),
  });
}
