/**
 * One live order stream per signed-in customer, shared by every screen that wants it (the order
 * screens, the home page's status box, the notification bell): the first to join opens it, the last
 * to leave closes it a little later (moving from one order screen to the next keeps it).
 *
 * What the hub does with events itself: every query under ['orders', merchantId] (the lists, one
 * order, its courier; orders-queries.ts keeps that prefix) is read again, so whatever shows an order
 * follows within a moment, and on every change of the stream's state too (once it opens, to cover what
 * changed while it opened; once it drops, so the screens' polling starts again at once). Listeners
 * get each event as well, for what only they know (patching a cache at once, a notice).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { OrderStreamEvent } from '../../contract/order-stream.ts';
import { ORDER_STREAM_PATH } from '../../contract/index.ts';
import { connectOrderStream, type StreamConnection } from './stream-connection.ts';
import { setStreamState, type StreamState } from './stream-state.ts';

export type OrderEventListener = (event: OrderStreamEvent) => void;

export interface StreamOwner {
  /** The API's base URL (the client's). */
  baseUrl: string;
  merchantId: number;
  userId: number;
  token: string;
  queryClient: QueryClient;
}

/** Moving between screens within this time keeps the stream. */
const LINGER_MS = 5_000;

interface Hub {
  key: string;
  connection: StreamConnection;
  listeners: Set<OrderEventListener>;
  linger?: ReturnType<typeof setTimeout>;
}

let current: Hub | null = null;

const keyOf = (owner: StreamOwner) => `${owner.merchantId}:${owner.userId}:${owner.token}`;

function open(owner: StreamOwner): Hub {
  const listeners = new Set<OrderEventListener>();
  const refresh = () => void owner.queryClient.invalidateQueries({ queryKey: ['orders', owner.merchantId] });
  let state: StreamState | null = null;
  const connection = connectOrderStream({
    url: `${owner.baseUrl}${ORDER_STREAM_PATH}`,
    headers: { merchant: String(owner.merchantId), Authorization: `Bearer ${owner.token}` },
    onState: (next) => {
      const before = state;
      state = next;
      setStreamState(owner.merchantId, next);
      if (before !== next && (next === 'open' || before === 'open')) refresh();
    },
    onEvent: (event) => {
      listeners.forEach((listener) => listener(event));
      refresh();
    },
  });
  return { key: keyOf(owner), connection, listeners };
}

function shut(hub: Hub, merchantId: number): void {
  hub.connection.close();
  setStreamState(merchantId, null);
  if (current === hub) current = null;
}

/**
 * Joins the customer's stream (opening it if needed) with a listener; answers the leave function.
 * Another customer or token (a sign-out, a brand switch) closes the previous stream first.
 */
export function joinOrderStream(owner: StreamOwner, listener?: OrderEventListener): () => void {
  if (current && current.key !== keyOf(owner)) {
    const previous = current;
    shut(previous, Number(previous.key.split(':')[0]));
  }
  const hub = current ?? open(owner);
  current = hub;
  clearTimeout(hub.linger);
  hub.linger = undefined;
  const own: OrderEventListener = (event) => listener?.(event);
  hub.listeners.add(own);
  let left = false;
  return () => {
    if (left) return;
    left = true;
    hub.listeners.delete(own);
    if (hub.listeners.size > 0 || current !== hub) return;
    hub.linger = setTimeout(() => shut(hub, owner.merchantId), LINGER_MS);
  };
}
