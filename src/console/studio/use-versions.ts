/**
 * The tenant's versions and the revert to one, shared by the settings and the menu screens: a version
 * is the whole tenant's, so a revert renews both screens' saved data (drafts are dropped: what they
 * were made on is gone).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrapOrThrow, type ApiRequestError } from '../../core/api/unwrap.ts';
import { useConsole } from '../app/console-context.ts';
import { staffKey } from '../app/query-keys.ts';

export const settingsKey = staffKey('settings');
export const menuKey = staffKey('menu');
export const historyKey = staffKey('settings', 'versions');

export function useVersions(onReverted: () => void) {
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const history = useQuery({
    queryKey: historyKey,
    queryFn: () => unwrapOrThrow(api.call('consoleSettingsHistory')),
  });
  const revert = useMutation<unknown, ApiRequestError, number>({
    mutationFn: (version) => unwrapOrThrow(api.call('consoleSettingsRevert', { params: { version } })),
    onSuccess: () => {
      onReverted();
      for (const queryKey of [settingsKey, menuKey, historyKey])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
  return { history, revert };
}

export type Versions = ReturnType<typeof useVersions>;
