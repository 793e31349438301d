import { useQuery } from '@tanstack/react-query';
import { observer } from 'mobx-react-lite';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { availableIn, isDeliveryService, type PaymentType, type ServiceType } from '../../contract/index.ts';
import { trackedLines } from '../../core/analytics/tracked-lines.ts';
import { useTrackOnce } from '../../core/analytics/use-track-once.ts';
import { usePricedBasket } from '../../core/basket/use-basket.ts';
import { hasNativeButtons } from '../../core/channel-buttons.ts';
import { availabilityChannelOf, channelPaymentType, orderDeviceOf } from '../../core/channel-terms.ts';
import {
  CheckoutServiceSlot,
  offeredPaymentTypes,
  offeredServiceTypes,
  type PaymentStep,
  type ServiceTerms,
} from '../../core/checkout/checkout-slots.tsx';
import { branchesQuery } from '../../core/branches/branch-queries.ts';
import { useWhenOffer } from '../../core/checkout/when/use-when-offer.ts';
import { whenRequest } from '../../core/checkout/when/when-offer.ts';
import { orderSettingsQuery } from '../../core/checkout/order-settings-query.ts';
import { FormScope, useFormChecks, type FormChecks } from '../../core/forms/form-checks.tsx';
import { phoneMaskOf } from '../../core/forms/phone-masks.ts';
import { orderAddressExtras } from '../../core/order-draft/order-address.ts';
import { useOrderDraft } from '../../core/order-draft/use-order-draft.ts';
import { RequireSession } from '../../core/session/require-session.tsx';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { LoadFailed } from '../../ui/query-view.tsx';
import { PageState, Skeleton } from '../../ui/page-state.tsx';
import { Segmented } from '../../ui/segmented.tsx';
import { BillParts } from './bill-parts.tsx';
import { linesNotServed, linesNotSoldAt } from './branch-lines.ts';
import { CheckoutLines } from './checkout-lines.tsx';
import { CommentField } from './comment-field.tsx';
import { CheckoutTotals } from './checkout-totals.tsx';
import {
  channelDefaultServiceType,
  choosePaymentType,
  chooseServiceType,
  paymentChoices,
  servicesBranchesTake,
} from './checkout-choice.ts';
import { buildOrderRequest } from './order-request.ts';
import { PaymentChoice } from './payment-choice.tsx';
import { paymentAvailabilityQuery } from './payment-availability-query.ts';
import { receiptForOrder } from './receipt.ts';
import { ReceiptFields } from './receipt-fields.tsx';
import { receiverForOrder } from './receiver.ts';
import { ReceiverFields } from './receiver-fields.tsx';
import { PlaceOrderMainButton } from './place-order-main-button.tsx';
import { useCheckoutBill } from './use-checkout-bill.ts';
import { usePlaceOrder } from './use-place-order.ts';
import { WhenSection } from './when-section.tsx';
import './checkout.css';

/** The checkout form's id: Telegram's Main button submits it (place-order-main-button.tsx). */
const CHECKOUT_FORM = 'checkout-form';

/** Route checkout: ordering the basket, for signed-in customers (spec section 6). */
export default function CheckoutPage() {
  return <RequireSession>{(session) => <Checkout ownPhone={session.user.phone} />}</RequireSession>;
}

/**
 * The checkout is one form: its own fields and those of the service and payment blocks (the dine-in
 * table) register with its checks, which run before the order goes and say under each field what is
 * wrong (core/forms/form-checks.tsx).
 */
function Checkout({ ownPhone }: { ownPhone: string }) {
  const checks = useFormChecks();
  return (
    <FormScope checks={checks}>
      <CheckoutForm ownPhone={ownPhone} checks={checks} />
    </FormScope>
  );
}

const CheckoutForm = observer(function CheckoutForm({
  ownPhone,
  checks,
}: {
  ownPhone: string;
  checks: FormChecks;
}) {
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
    const offered = offeredPaymentTypes(registry, settings).filter((type) =>
      availableIn(listed, type, availabilityChannelOf(channel)),
    );
    return paymentChoices(offered, channelPaymentType(channel));
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

  if (order.placed) return null;
  if (basket.isEmpty) return <Navigate to={basketPath} replace />;
  // Waiting for the default service type, so the choice does not jump once it arrives.
  if (
    (services.length > 1 && draft.serviceType === null && orderSettings.isPending) ||
    (services.length > 1 && branches.isPending) ||
    availability.isPending
  )
    return (
      <div className="checkout" aria-busy="true">
        <Skeleton width="60%" height={32} radius={8} />
        <Skeleton width="100%" height={240} />
      </div>
    );
  if (!serviceType)
    return (
      <PageState title={t('checkout.noService.title')} message={t('checkout.noService.text')}>
        <Link to="/" className="btn btn--primary">
          {t('checkout.toMenu')}
        </Link>
      </PageState>
    );
  if (!priced)
    return error ? (
      <LoadFailed
        title={t('checkout.loadFailed')}
        error={error}
        retry={t('checkout.retry')}
        onRetry={refetch}
      />
    ) : (
      <div className="checkout" aria-busy="true">
        <Skeleton width="60%" height={32} radius={8} />
        <Skeleton width="100%" height={240} />
      </div>
    );

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

  async function submit(event: FormEvent) {
    event.preventDefault();
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

  return (
    <form id={CHECKOUT_FORM} className="checkout" onSubmit={(event) => void submit(event)} noValidate>
      <h1 className="checkout__title">{t('checkout.title')}</h1>
      <div className="checkout__main">
        <section className="checkout__section" aria-labelledby="checkout-service">
          <h2 id="checkout-service" className="checkout__heading">
            {services.length > 1 ? t('checkout.receive') : t(`checkout.service.${serviceType}`)}
          </h2>
          {services.length > 1 ? (
            <Segmented
              name="checkout-service"
              legend={t('checkout.receive')}
              options={services.map((type) => ({ value: type, label: t(`checkout.service.${type}`) }))}
              value={serviceType}
              onChange={(type) => draft.setServiceType(type)}
            />
          ) : null}
          <CheckoutServiceSlot key={serviceType} type={serviceType} onReady={onServiceReady} />
        </section>

        {timed ? <WhenSection state={when} /> : null}

        {settings.receiverActive ? (
          <section className="checkout__section" aria-labelledby="checkout-receiver">
            <h2 id="checkout-receiver" className="checkout__heading">
              {t('checkout.receiver.title')}
            </h2>
            <ReceiverFields draft={draft} mask={mask} />
          </section>
        ) : null}

        <section className="checkout__section" aria-labelledby="checkout-payment">
          <h2 id="checkout-payment" className="checkout__heading">
            {t('checkout.payment')}
          </h2>
          <PaymentChoice
            types={payments}
            chosen={paymentType}
            onChoose={choosePayment}
            onStep={onPaymentStep}
          />
        </section>

        <BillParts bill={bill} parts={parts} />

        <section className="checkout__section" aria-labelledby="checkout-receipt">
          <h2 id="checkout-receipt" className="checkout__heading">
            {t('checkout.receipt.title')}
          </h2>
          <ReceiptFields draft={draft} mask={mask} ownPhone={ownPhone} />
        </section>

        <section className="checkout__section">
          <CommentField draft={draft} />
        </section>
      </div>

      <div className="checkout__side">
        <aside className="checkout__summary" aria-labelledby="checkout-items">
          <div className="checkout__items-head">
            <h2 id="checkout-items" className="checkout__heading">
              {t('checkout.items')}
            </h2>
            <Link to={basketPath} className="checkout__edit">
              {t('checkout.edit')}
            </Link>
          </div>
          <CheckoutLines priced={priced} flagged={flagged} />
          {priced.hasProblems ? (
            <p className="checkout__problem" role="status">
              {t('checkout.problems')}
            </p>
          ) : notServed.size ? (
            <p className="checkout__problem" role="status">
              {t(`checkout.notServed.${serviceType === 'EXPRESS_24' ? 'express' : 'delivery'}`)}
            </p>
          ) : notSold.size ? (
            <p className="checkout__problem" role="status">
              {t('checkout.notSoldHere')}
            </p>
          ) : null}
          <CheckoutTotals
            totals={totals}
            delivery={delivers}
            deliveryKnown={deliveryPrice !== undefined}
            promoCode={promo?.code ?? null}
          />
        </aside>
        {refusal ? (
          <p className="checkout__problem" role="alert">
            {refusal}
          </p>
        ) : null}
        {hasNativeButtons() ? (
          <PlaceOrderMainButton formId={CHECKOUT_FORM} ready={canOrder} placing={order.placing} />
        ) : (
          <Button
            type="submit"
            className="checkout__place"
            disabled={!canOrder || order.placing}
            aria-busy={order.placing || undefined}
          >
            {order.placing ? t('checkout.placing') : t('checkout.place')}
          </Button>
        )}
      </div>
    </form>
  );
});
