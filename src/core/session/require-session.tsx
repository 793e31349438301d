import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useStorefront } from '../storefront.tsx';
import type { StoredSession } from './session-store.ts';

/**
 * Screens that need a signed-in customer (spec section 6). A guest is sent to sign in, told why
 * ('not logged in, please log in'), and brought back here afterwards.
 */
export function RequireSession({ children }: { children: (session: StoredSession) => ReactNode }) {
  const { session } = useStorefront();
  const location = useLocation();
  if (!session) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to="/login" replace state={{ from, reason: 'guest' }} />;
  }
  return <>{children(session)}</>;
}
