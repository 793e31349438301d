/** The card screens' paths, and what they hand each other through the router's state. */
import { z } from 'zod';
import { CardCodeSent } from '../../contract/index.ts';

export const CARDS_PATH = '/profile/cards';
export const CREATE_PATH = '/profile/cards/create';
export const CONFIRM_PATH = '/profile/cards/confirm';

/**
 * The screen the customer came from (the checkout, an order): only a path of this storefront, so
 * router state can never send anyone elsewhere. The saved cards' list otherwise.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : CARDS_PATH;
}

/** What the form hands the confirm screen: where the code went, when, and where to go after. */
export interface ConfirmState {
  code: CardCodeSent;
  /** Epoch ms (this device's clock: only the countdown reads it). */
  sentAt: number;
  from: string;
}

const ConfirmStateSchema = z.object({
  code: CardCodeSent,
  sentAt: z.number(),
  from: z.string(),
});

/** The confirm screen's router state, when it came from the form (a reload has none). */
export function confirmStateOf(state: unknown): ConfirmState | null {
  const parsed = ConfirmStateSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}
