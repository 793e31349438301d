import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { cameFromApp } from '../../core/navigation/came-from-app.ts';
import type { DeliveryRouteState } from './route-state.ts';

/**
 * Back and close of the delivery screens: return where the customer came from (one step back when
 * the app brought them here), else to the page named in the state, else to `fallback`.
 */
export function useLeave(state: DeliveryRouteState, fallback: string): () => void {
  const navigate = useNavigate();
  const to = state.from ?? fallback;
  return useCallback(() => {
    if (state.from && cameFromApp()) void navigate(-1);
    else void navigate(to, { replace: true });
  }, [navigate, state.from, to]);
}
