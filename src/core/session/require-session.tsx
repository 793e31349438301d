import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useStorefront } from '../storefront.tsx';
import type { StoredSession } from './session-store.ts';

/**
 * Screens that need a signed-in customer (spec section 6). A guest is sent to sign in, told why
 * ('not logged in, please log in'), and brought back here afterwards.
 */
export function RequireSession({ children }: { children: (session: StoredSession) => ReactNode }) {
  const { session } = useStorefront();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={guestLoginState(location)} />;
  return <>{children(session)}</>;
}

/** What the login page reads: where to come back to, and that the guest is told why they are there. */
const guestLoginState = (location: { pathname: string; search: string }) => ({
  from: `${location.pathname}${location.search}`,
  reason: 'guest',
});

/**
 * For actions that need a signed-in customer (ordering): sends a guest to sign in with 'not logged
 * in, please log in', to come back afterwards to this screen, or to `to` when the action leads
 * elsewhere ("Place order" leads to the checkout, not back to the basket it was pressed in).
 */
export function useSendGuestToLogin(): (to?: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return (to) =>
    void navigate('/login', {
      state: to ? { ...guestLoginState(location), from: to } : guestLoginState(location),
    });
}
