/**
 * The claims screens make on the channel's Main button (see channel-buttons.ts): what it says, whether
 * it can be pressed, its spinner, and what a press does. Kept apart from the flag so the start-up code
 * does not carry it.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { hasNativeButtons } from './channel-buttons.ts';

/** What a screen wants the Main button to carry. */
export interface MainButtonClaim {
  text: string;
  /** False while the screen cannot act yet (a form not ready): the button shows but does nothing. */
  enabled: boolean;
  /** The action is under way (an order on its way): the button shows its spinner and ignores presses. */
  progress: boolean;
  onPress: () => void;
}

/** Claims by the mount order of their screen: the screen that mounted last is on top. */
const claims = new Map<number, MainButtonClaim>();
const listeners = new Set<() => void>();
let current: MainButtonClaim | null = null;
let mounted = 0;

function emit(): void {
  const top = Math.max(-1, ...claims.keys());
  current = claims.get(top) ?? null;
  listeners.forEach((listener) => listener());
}

/** The claim the Main button shows: the newest screen's, or none (the button hides). */
export const currentMainButton = (): MainButtonClaim | null => current;

export function subscribeMainButton(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useCurrentMainButton = (): MainButtonClaim | null =>
  useSyncExternalStore(subscribeMainButton, currentMainButton, currentMainButton);

/** The next mount-order number: a screen mounted later claims on top. */
export const nextClaimOrder = (): number => ++mounted;

/**
 * Puts a claim under its mount-order number (replacing that screen's previous claim, in place);
 * returns what withdraws it.
 */
export function claimMainButton(order: number, claim: MainButtonClaim): () => void {
  claims.set(order, claim);
  emit();
  return () => {
    if (claims.get(order) !== claim) return;
    claims.delete(order);
    emit();
  };
}

/**
 * A screen's claim on the Main button while it is mounted; null withdraws it. Where two screens claim
 * at once, the one mounted last wins. The press always reaches the latest `onPress` the screen gave.
 * Outside a channel with its own buttons this does nothing.
 */
export function useMainButton(claim: MainButtonClaim | null): void {
  const [order] = useState(nextClaimOrder);
  const press = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    press.current = claim?.onPress;
  });
  const text = hasNativeButtons() && claim ? claim.text : null;
  const enabled = claim?.enabled ?? false;
  const progress = claim?.progress ?? false;
  useEffect(() => {
    if (text === null) return;
    return claimMainButton(order, { text, enabled, progress, onPress: () => press.current?.() });
  }, [order, text, enabled, progress]);
}
