/**
 * The console's session state: the kept token of this merchant, signing in and out. Every query of
 * the signed-in member is dropped on sign-out, so the next member of a shared tablet sees nothing of
 * the last one's.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { STAFF_QUERY_ROOT } from './query-keys.ts';
import { keepStaffToken, readStaffToken } from '../session/staff-token.ts';

export function useSession(sub: string) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState(() => readStaffToken(sub));
  const change = useCallback(
    (next: string | null) => {
      keepStaffToken(sub, next);
      setToken(next);
      if (!next) queryClient.removeQueries({ queryKey: STAFF_QUERY_ROOT });
    },
    [queryClient, sub],
  );
  return { token, change };
}
