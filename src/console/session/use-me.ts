/** Who is signed in, for which merchant, their branches and what they may do (consoleMe). */
import { useQuery } from '@tanstack/react-query';
import { unwrapOrThrow } from '../../core/api/unwrap.ts';
import type { ResponseOf } from '../../contract/index.ts';
import type { StaffPermission } from '../../contract/staff.ts';
import { useConsole } from '../app/console-context.ts';
import { staffKey } from '../app/query-keys.ts';

export type ConsoleMe = ResponseOf<'consoleMe'>;

export function useMe() {
  const { api } = useConsole();
  return useQuery({
    queryKey: staffKey('me'),
    queryFn: () => unwrapOrThrow(api.call('consoleMe')),
    staleTime: 60_000,
  });
}

/** The signed-in member (the shell shows no screen before it is known). */
export function useSignedInMe(): ConsoleMe {
  const { data } = useMe();
  if (!data) throw new Error('useSignedInMe() before consoleMe answered');
  return data;
}

export const may = (me: ConsoleMe, permission: StaffPermission): boolean =>
  me.permissions.includes(permission);
