/**
 * How modules add ways of receiving and paying for an order to the checkout, without the checkout
 * importing them (or them it). Two families of slots, named by the contract's enums:
 *
 * - `checkout.service.<ServiceType>`: the block of one way of receiving the order (the pickup module
 *   fills `checkout.service.PICK_UP` with its branch list, dine-in `checkout.service.DINE_IN` with
 *   branch and table). The checkout offers a service type exactly when an enabled module fills its
 *   slot, so a module switched off (pickupActive false) removes both the choice and its code. The
 *   block writes what the customer chose into the order draft (useOrderDraft) and tells the checkout
 *   with useServiceReady() whether the order can go (an open branch is chosen, ...) and what the
 *   service adds to the bill (the delivery block's tariff).
 * - `checkout.payment.<PaymentType>`: the option of one payment method (payment-cash fills
 *   `checkout.payment.CASH`). The checkout offers the types whose slot is filled, preselects one, and
 *   the option sets the draft's payment type when chosen (usePaymentSlot). An option that needs more
 *   than its type (the saved card to charge) says with usePaymentStep whether the order can go, and
 *   what to do once the order exists (charge the card): the checkout runs that step after placing.
 *
 * Which service types and payment types exist is the contract's; which ones a merchant offers is the
 * registry's answer for its settings. Channel rules (inside the Click app, Click is paid with
 * CLICK_MINI_APP) are the checkout's.
 */
import { createContext, useContext, useEffect, useMemo, useRef } from 'react';
import type { Order, PaymentType, ServiceType, Settings } from '../../contract/index.ts';
import { Slot } from '../layout/slot.tsx';
import type { Registry } from '../registry/registry.ts';

/** Service types a customer chooses at checkout, in the order the choice shows them. */
export const CHECKOUT_SERVICE_TYPES = [
  'DELIVERY',
  'EXPRESS_24',
  'PICK_UP',
  'DINE_IN',
] as const satisfies readonly ServiceType[];

/**
 * Payment types a module may offer, in the order the choice shows them: cash first (the spec's
 * default), then the terminal, then the customer's saved cards, then online methods. CLICK_MINI_APP
 * is not here: it belongs to the Click channel, not to a module. Neither are PAYNET, RAHMAT and
 * OTHER: the spec names them as payment types but gives no settings flag or protocol to take them
 * with, so no module offers them (they stay in the contract: orders and availability lists may name them).
 */
export const CHECKOUT_PAYMENT_TYPES = [
  'CASH',
  'TERMINAL',
  'CARD',
  'CLICK',
  'PAYME',
  'UZUM',
] as const satisfies readonly PaymentType[];

export const serviceSlotName = (type: ServiceType) => `checkout.service.${type}`;
export const paymentSlotName = (type: PaymentType) => `checkout.payment.${type}`;

/** The service types some enabled module offers for these settings. */
export function offeredServiceTypes(registry: Registry, settings: Settings): ServiceType[] {
  return CHECKOUT_SERVICE_TYPES.filter((type) => registry.slot(serviceSlotName(type), settings).length > 0);
}

/** The payment types some enabled module offers for these settings. */
export function offeredPaymentTypes(registry: Registry, settings: Settings): PaymentType[] {
  return CHECKOUT_PAYMENT_TYPES.filter((type) => registry.slot(paymentSlotName(type), settings).length > 0);
}

/** What a service adds to the order's bill, as its block knows it. */
export interface ServiceTerms {
  /** The delivery price of the tariff; undefined while it is not known (no address, still asking). */
  deliveryPrice?: number;
}

interface ServiceSlotState {
  type: ServiceType;
  /** The block's answer to "can the order go?"; false again when the block goes away. */
  report: (ready: boolean, terms: ServiceTerms) => void;
}

/**
 * What a payment option adds to "Place order": whether the order can go with what the customer chose
 * in it, and a step to run once the order exists (the saved-card option charges the chosen card).
 * The step shows its own outcome (a notice); the checkout waits for it, then opens the order.
 */
export interface PaymentStep {
  ready: boolean;
  afterPlace?: (order: Order) => Promise<void>;
}

interface PaymentSlotState {
  type: PaymentType;
  /** The payment type the checkout shows as chosen. */
  chosen: PaymentType | null;
  choose: (type: PaymentType) => void;
  /** The radio group all options belong to. */
  groupName: string;
  /** The option's step (see PaymentStep); null when it withdraws it. Options without one never call it. */
  onStep?: (type: PaymentType, step: PaymentStep | null) => void;
}

const ServiceContext = createContext<ServiceSlotState | null>(null);
const PaymentContext = createContext<PaymentSlotState | null>(null);

/** Renders the block of one service type (the checkout renders the chosen one). */
export function CheckoutServiceSlot({
  type,
  onReady,
}: {
  type: ServiceType;
  onReady: (ready: boolean, terms: ServiceTerms) => void;
}) {
  const value = useMemo(() => ({ type, report: onReady }), [type, onReady]);
  return (
    <ServiceContext.Provider value={value}>
      <Slot name={serviceSlotName(type)} />
    </ServiceContext.Provider>
  );
}

/** Renders the option of one payment type. */
export function CheckoutPaymentSlot(props: PaymentSlotState) {
  const { type, chosen, choose, groupName, onStep } = props;
  const value = useMemo(
    () => ({ type, chosen, choose, groupName, onStep }),
    [type, chosen, choose, groupName, onStep],
  );
  return (
    <PaymentContext.Provider value={value}>
      <Slot name={paymentSlotName(type)} />
    </PaymentContext.Provider>
  );
}

/**
 * For a service block: tells the checkout whether the order can go with what is chosen, and what the
 * service adds to the bill. The answer is withdrawn when the block unmounts (the customer chose
 * another service type).
 */
export function useServiceReady(ready: boolean, terms: ServiceTerms = {}): void {
  const state = useContext(ServiceContext);
  if (!state) throw new Error('useServiceReady() is used outside a checkout.service slot');
  const { report } = state;
  const { deliveryPrice } = terms;
  useEffect(() => {
    report(ready, { deliveryPrice });
    return () => report(false, {});
  }, [report, ready, deliveryPrice]);
}

/** For a service block: the service type it is rendered for (one block may serve several). */
export function useServiceSlotType(): ServiceType {
  const state = useContext(ServiceContext);
  if (!state) throw new Error('useServiceSlotType() is used outside a checkout.service slot');
  return state.type;
}

/** For a payment option: whether it is the chosen one, and how to choose it. */
export function usePaymentSlot(): { checked: boolean; choose: () => void; groupName: string } {
  const state = useContext(PaymentContext);
  if (!state) throw new Error('usePaymentSlot() is used outside a checkout.payment slot');
  return {
    checked: state.chosen === state.type,
    choose: () => state.choose(state.type),
    groupName: state.groupName,
  };
}

/**
 * For a payment option that needs more than its type: tells the checkout whether the order can go
 * (`ready`) and what to run once it is placed (`afterPlace`). The latest `afterPlace` is always the
 * one run; the checkout re-renders only when `ready` changes. Withdrawn when the option unmounts.
 */
export function usePaymentStep(ready: boolean, afterPlace: (order: Order) => Promise<void>): void {
  const state = useContext(PaymentContext);
  if (!state) throw new Error('usePaymentStep() is used outside a checkout.payment slot');
  const latest = useRef(afterPlace);
  useEffect(() => {
    latest.current = afterPlace;
  });
  const { type, onStep } = state;
  useEffect(() => {
    if (!onStep) return;
    onStep(type, { ready, afterPlace: (order) => latest.current(order) });
    return () => onStep(type, null);
  }, [onStep, type, ready]);
}
