/**
 * Why "Place order" is greyed, in one word the checkout turns into a sentence under the button: a
 * greyed button alone leaves the customer guessing which of the form's choices is missing. The first
 * thing missing, in the form's order from top to bottom, is the one named.
 */
import type { ServiceType } from '../../contract/index.ts';

export type OrderBlocker =
  'lines' | 'address' | 'zone' | 'branch' | 'service' | 'time' | 'payment' | 'paymentStep' | 'promo';

export interface BlockerFacts {
  serviceType: ServiceType;
  /** Lines the server would refuse, or none to order. */
  linesBlocked: boolean;
  /** The service block said the order can go (a delivery address in a zone, a pickup branch). */
  serviceReady: boolean;
  /** A delivery has an address chosen. */
  hasAddress: boolean;
  /** Now or a set time is needed and not chosen yet. */
  timeMissing: boolean;
  paymentChosen: boolean;
  /** The chosen payment needs a step more (a saved card to pick). */
  paymentStepMissing: boolean;
  promoBelowMinimum: boolean;
}

export function orderBlocker(facts: BlockerFacts): OrderBlocker | null {
  if (facts.linesBlocked) return 'lines';
  if (!facts.serviceReady) {
    if (facts.serviceType === 'DELIVERY' || facts.serviceType === 'EXPRESS_24')
      return facts.hasAddress ? 'zone' : 'address';
    return facts.serviceType === 'PICK_UP' ? 'branch' : 'service';
  }
  if (facts.timeMissing) return 'time';
  if (!facts.paymentChosen) return 'payment';
  if (facts.paymentStepMissing) return 'paymentStep';
  if (facts.promoBelowMinimum) return 'promo';
  return null;
}
