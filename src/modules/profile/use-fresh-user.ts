import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { meQuery } from '../../core/session/me-query.ts';
import type { StoredSession } from '../../core/session/session-store.ts';
import { useStorefront } from '../../core/storefront.tsx';

/**
 * Refreshes the stored profile from the server when the profile opens (another device may have
 * changed it). A token the server no longer accepts answers 401, which logs out (spec section 6).
 */
export function useFreshUser(session: StoredSession): void {
  const { api, merchant, signIn } = useStorefront();
  const { data } = useQuery(meQuery(api, merchant.id, session.user.id));
  useEffect(() => {
    if (data && JSON.stringify(data) !== JSON.stringify(session.user)) signIn({ ...session, user: data });
  }, [data, session, signIn]);
}
