/**
 * The live order stream for a screen: `useOrderStream(enabled, onEvent)` joins the signed-in
 * customer's stream while the screen shows (and `enabled` holds), downloading the stream's code only
 * then, so the home page's first download never carries it. See live-hub.ts for what it refreshes.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { OrderStreamEvent } from '../../contract/order-stream.ts';
import { useStorefront } from '../storefront.tsx';

export function useOrderStream(enabled: boolean, onEvent?: (event: OrderStreamEvent) => void): void {
  const { api, merchant, session } = useStorefront();
  const queryClient = useQueryClient();
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  const token = session?.token ?? null;
  const userId = session?.user.id ?? null;
  useEffect(() => {
    if (!enabled || token === null || userId === null) return;
    let leave: (() => void) | undefined;
    let cancelled = false;
    void import('./live-hub.ts').then(({ joinOrderStream }) => {
      if (cancelled) return;
      leave = joinOrderStream(
        { baseUrl: api.baseUrl, merchantId: merchant.id, userId, token, queryClient },
        (event) => latest.current?.(event),
      );
    });
    return () => {
      cancelled = true;
      leave?.();
    };
  }, [enabled, token, userId, api.baseUrl, merchant.id, queryClient]);
}
