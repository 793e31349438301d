/**
 * The checkout's model: what the modules offer (services, payments) less what branches and the
 * merchant's lists keep out, the choices with their defaults, the priced basket and the bill, what
 * keeps the order from going, and placing it. The page (checkout-page.tsx) draws what this says.
 * Read inside the page's observer, so the order draft's changes draw again.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { availableIn, isDeliveryService, type PaymentType, type ServiceType } from '../../contract/index.ts';
import { trackedLines } from '../../core/analytics/tracked-lines.ts';
import { useTrackOnce } from '../../core/analytics/use-track-once.ts';
import { usePricedBasket } from '../../core/basket/use-basket.ts';
import { availabilityChannelOf, channelPaymentType, orderDeviceOf } from '../../core/channel-terms.ts';
import {
  offeredPaymentTypes,
  offeredServiceTypes,
  type PaymentStep,
  type ServiceTerms,
} from '../../core/checkout/checkout-slots.tsx';
import { branchesQuery } from '../../core/branches/branch-queries.ts';
import { useWhenOffer, type WhenState } from '../../core/checkout/when/use-when-offer.ts';
import { whenRequest } from '../../core/checkout/when/when-offer.ts';
import { orderSettingsQuery } from '../../core/checkout/order-settings-query.ts';
import type { FormChecks } from '../../core/forms/form-checks.tsx';
import { phoneMaskOf } from '../../core/forms/phone-masks.ts';
import { orderAddressExtras } from '../../core/order-draft/order-address.ts';
import type { OrderDraftStore } from '../../core/order-draft/order-draft-store.ts';
import { useOrderDraft } from '../../core/order-draft/use-order-draft.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { linesNotServed, linesNotSoldAt } from './branch-lines.ts';
import {
  channelDefaultServiceType,
  choosePaymentType,
  chooseServiceType,
  paymentChoices,
  servicesBranchesTake,
} from './checkout-choice.ts';
import { orderBlocker, type OrderBlocker } from './order-blocker.ts';
import { buildOrderRequest } from './order-request.ts';
import { paymentAvailabilityQuery } from './payment-availability-query.ts';
import { receiptForOrder } from './receipt.ts';
import { receiverForOrder } from './receiver.ts';
import { useCheckoutBill } from './use-checkout-bill.ts';
import { usePlaceOrder } from './use-place-order.ts';

type Bill = ReturnType<typeof useCheckoutBill>;
type Priced = NonNullable<ReturnType<typeof usePricedBasket>['priced']>;

/** The order form, ready to fill in. */
export interface CheckoutReady {
  step: 'ready';
  draft: OrderDraftStore;
  services: readonly ServiceType[];
  serviceType: ServiceType;
  onServiceReady: (ready: boolean, terms: ServiceTerms) => void;
  /** Now or at a set time (deliveries and pickup); dine-in is at the table, now. */
  timed: boolean;
  when: WhenState;
  mask: string;
  payments: readonly PaymentType[];
  paymentType: PaymentType | null;
  choosePayment: (type: PaymentType) => void;
  onPaymentStep: (type: PaymentType, step: PaymentStep | null) => void;
  bill: Bill['bill'];
  parts: Bill['parts'];
  priced: Priced;
  /** Lines that cannot go, with why. */
  flagged: ReadonlyMap<string, string>;
  notServed: ReadonlySet<string>;
  notSold: ReadonlySet<string>;
  totals: Bill['bill']['totals'];
  delivers: boolean;
  deliveryPrice: number | undefined;
  promoCode: string | null;
  basketPath: string;
  /** Why the server refused the order, when it is about no field of the form. */
  refusal: string | null;
  canOrder: boolean;
  /** What keeps the order from going, named under the greyed button. */
  blocker: OrderBlocker | null;
  placing: boolean;
  submit: () => Promise<void>;
}

export type CheckoutModel =
  /** The order went: the screen is on its way to it. */
  | { step: 'placed' }
  | { step: 'empty'; basketPath: string }
  | { step: 'loading' }
  /** No service type is offered here. */
  | { step: 'noService' }
  | { step: 'failed'; error: Error; refetch: () => void }
  | CheckoutReady;

export function useCheckoutForm(checks: FormChecks): CheckoutModel {
  const { registry, settings, channel, merchant, telegramId, api } = useStorefront();
  const t = useT();
  const draft = useOrderDraft();
  const order = usePlaceOrder();
  // Why the server refused the order, when it is about no field of the form.
  const [refusal, setRefusal] = useState<string | null>(null);

  // What the modules offer, less what no branch takes (express needs a branch with expressEnabled).
  const branches = useQuery(branchesQuery(api, merchant.id));
  const services = useMemo(
    () => servicesBranchesTake(offeredServiceTypes(registry, settings), branches.data),
    [registry, settings, branches.data],
  );
  // What the payment modules offer, less what the merchant's list keeps out of this channel.
  const availability = useQuery(paymentAvailabilityQuery(api, merchant.id));
  const payments = useMemo(() => {
    const listed = availability.data?.items ?? null;
    return paymentChoices(offeredPaymentTypes(registry, settings), channelPaymentType(channel)).filter(
      (type) => availableIn(listed, type, availabilityChannelOf(channel)),
    );
  }, [registry, settings, channel, availability.data]);
  // Without a basket page (cartPageActive off) the basket is a sheet over the menu.
  const basketPath = useMemo(
    () => (registry.routes(settings).some((r) => r.name === 'basket') ? '/basket' : '/'),
    [registry, settings],
  );
  // The merchant's default service type for this channel preselects the choice (a stored choice
  // wins); without the settings (still loading, or failed) the first offered type is taken.
  // The default service type (with a choice) and the service fee come from the order settings.
  const orderSettings = useQuery(orderSettingsQuery(api, merchant.id));
  const serviceType = chooseServiceType(
    services,
    draft.serviceType,
    channelDefaultServiceType(orderSettings.data ?? null, channel),
  );
  const paymentType = choosePaymentType(payments, draft.paymentType);
  // Priced for the chosen service: an express order at the products' express prices.
  const { basket, priced, error, refetch } = usePricedBasket(serviceType ?? undefined);
  useTrackOnce(
    priced
      ? { name: 'begin_checkout', lines: trackedLines(basket.lines), value: priced.totals.totalPrice }
      : null,
    'checkout',
  );
  // Deliveries and pickup are now or at a set time (spec section 4); dine-in is at the table, now.
  const timed = serviceType !== null && serviceType !== 'DINE_IN';
  const when = useWhenOffer(serviceType ?? 'PICK_UP');

  // What each service block last said: whether the order can go and what the service adds to the
  // bill; withdrawn when the block goes (see checkout-slots).
  const [reports, setReports] = useState<
    Partial<Record<ServiceType, { ready: boolean; terms: ServiceTerms }>>
  >({});
  const onServiceReady = useCallback(
    (ready: boolean, terms: ServiceTerms) =>
      setReports((current) => (serviceType ? { ...current, [serviceType]: { ready, terms } } : current)),
    [serviceType],
  );
  const choosePayment = useCallback((type: PaymentType) => draft.setPaymentType(type), [draft]);
  // What a payment option needs beyond its type (a saved card chosen, charged once the order exists).
  const [paymentSteps, setPaymentSteps] = useState<Partial<Record<PaymentType, PaymentStep>>>({});
  const onPaymentStep = useCallback(
    (type: PaymentType, step: PaymentStep | null) =>
      setPaymentSteps(({ [type]: _gone, ...others }) => (step ? { ...others, [type]: step } : others)),
    [],
  );
  const report = serviceType ? reports[serviceType] : undefined;
  const deliveryPrice = report?.terms.deliveryPrice;
  // The totals with the promo and the cashback the customer chose: what the server will store.
  const { bill, parts } = useCheckoutBill({
    items: priced?.items ?? [],
    serviceType: serviceType ?? 'PICK_UP',
    deliveryPrice: deliveryPrice ?? 0,
    orderSettings: orderSettings.data ?? null,
  });

  if (order.placed) return { step: 'placed' };
  if (basket.isEmpty) return { step: 'empty', basketPath };
  // Waiting for the default service type, so the choice does not jump once it arrives.
  if (
    (services.length > 1 && draft.serviceType === null && orderSettings.isPending) ||
    (services.length > 1 && branches.isPending) ||
    availability.isPending
  )
    return { step: 'loading' };
  if (!serviceType) return { step: 'noService' };
  if (!priced) return error ? { step: 'failed', error, refetch } : { step: 'loading' };

  const totals = bill.totals;
  const promo = parts.promo ? draft.promo : null;
  const mask = phoneMaskOf(settings);
  const receiver = settings.receiverActive ? draft.receiver : null;
  const serviceReady = report?.ready === true;
  const delivers = isDeliveryService(serviceType);
  const deliveryAddress = delivers ? draft.address : null;
  // The branch the service block confirmed; a stale one from another service type does not count.
  const branchId = serviceReady ? draft.branchId : null;
  const notServed = linesNotServed(priced, serviceType);
  const notSold = linesNotSoldAt(priced, branchId);
  // Why each line cannot go: the service does not take it, else the branch does not sell it.
  const serviceReason = t(`checkout.notServedLine.${serviceType === 'EXPRESS_24' ? 'express' : 'delivery'}`);
  const flagged = new Map([
    ...[...notSold].map((key) => [key, t('checkout.notSoldLine')] as const),
    ...[...notServed].map((key) => [key, serviceReason] as const),
  ]);
  const timing = !timed ? null : when.status === 'ready' ? whenRequest(when.offer) : null;
  const paymentStep = paymentType ? paymentSteps[paymentType] : undefined;
  const canOrder =
    paymentStep?.ready !== false &&
    (!timed || timing !== null) &&
    serviceReady &&
    branchId !== null &&
    paymentType !== null &&
    !priced.hasProblems &&
    // The server refuses a promo the products do not reach (its field says so).
    !totals.promoBelowMinimum &&
    flagged.size === 0 &&
    priced.items.length > 0 &&
    (!delivers || (deliveryAddress !== null && deliveryPrice !== undefined));
  const blocker = canOrder
    ? null
    : orderBlocker({
        serviceType,
        linesBlocked: priced.hasProblems || flagged.size > 0 || priced.items.length === 0,
        serviceReady:
          branchId !== null && (!delivers || (deliveryAddress !== null && deliveryPrice !== undefined)),
        hasAddress: deliveryAddress !== null,
        timeMissing: timed && timing === null,
        paymentChosen: paymentType !== null,
        paymentStepMissing: paymentStep?.ready === false,
        promoBelowMinimum: totals.promoBelowMinimum,
      });

  async function submit() {
    if (!canOrder || !serviceType || !paymentType || branchId === null || !priced) return;
    setRefusal(null);
    checks.clearRefusals();
    if (!checks.validate()) return;
    const failure = await order.place(
      buildOrderRequest({
        items: priced.items,
        totals,
        serviceType,
        branchId,
        paymentType,
        orderDevice: orderDeviceOf(channel),
        merchantId: merchant.id,
        comment: draft.comment,
        courierComment: draft.courierComment,
        tableNumber: draft.tableNumber,
        receiver: receiverForOrder(receiver, mask),
        telegramId,
        when: timing,
        promo,
        receipt: receiptForOrder(draft.receipt, mask),
        delivery: deliveryAddress
          ? {
              address: deliveryAddress,
              extras: orderAddressExtras(deliveryAddress, draft.addressExtras),
            }
          : null,
      }),
      paymentStep?.afterPlace,
    );
    if (failure) setRefusal(checks.showRefusal(failure));
  }

  return {
    step: 'ready',
    draft,
    services,
    serviceType,
    onServiceReady,
    timed,
    when,
    mask,
    payments,
    paymentType,
    choosePayment,
    onPaymentStep,
    bill,
    parts,
    priced,
    flagged,
    notServed,
    notSold,
    totals,
    delivers,
    deliveryPrice,
    promoCode: promo?.code ?? null,
    basketPath,
    refusal,
    canOrder,
    blocker,
    placing: order.placing,
    submit,
  };
}
