import { observer } from 'mobx-react-lite';
import { Link, Navigate } from 'react-router-dom';
import { CheckoutServiceSlot } from '../../core/checkout/checkout-slots.tsx';
import { FormScope, useFormChecks, type FormChecks } from '../../core/forms/form-checks.tsx';
import { RequireSession } from '../../core/session/require-session.tsx';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { PageState, Skeleton } from '../../ui/page-state.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Segmented } from '../../ui/segmented.tsx';
import { BillParts } from './bill-parts.tsx';
import { CheckoutSide } from './checkout-side.tsx';
import { CommentField } from './comment-field.tsx';
import { PaymentChoice } from './payment-choice.tsx';
import { ReceiptFields } from './receipt-fields.tsx';
import { ReceiverFields } from './receiver-fields.tsx';
import { useCheckoutForm } from './use-checkout-form.ts';
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
  const { settings } = useStorefront();
  const t = useT();
  const model = useCheckoutForm(checks);
  switch (model.step) {
    case 'placed':
      return null;
    case 'empty':
      return <Navigate to={model.basketPath} replace />;
    case 'loading':
      return (
        <div className="checkout" aria-busy="true">
          <Skeleton width="60%" height={32} radius={8} />
          <Skeleton width="100%" height={240} />
        </div>
      );
    case 'noService':
      return (
        <PageState title={t('checkout.noService.title')} message={t('checkout.noService.text')}>
          <Link to="/" className="btn btn--primary">
            {t('checkout.toMenu')}
          </Link>
        </PageState>
      );
    case 'failed':
      return (
        <LoadFailed
          title={t('checkout.loadFailed')}
          error={model.error}
          retry={t('checkout.retry')}
          onRetry={model.refetch}
        />
      );
  }
  const { draft, services, serviceType, mask } = model;
  return (
    <form
      id={CHECKOUT_FORM}
      className="checkout"
      onSubmit={(event) => {
        event.preventDefault();
        void model.submit();
      }}
      noValidate
    >
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
          <CheckoutServiceSlot key={serviceType} type={serviceType} onReady={model.onServiceReady} />
        </section>

        {model.timed ? <WhenSection state={model.when} /> : null}

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
            types={model.payments}
            chosen={model.paymentType}
            onChoose={model.choosePayment}
            onStep={model.onPaymentStep}
          />
        </section>

        <BillParts bill={model.bill} parts={model.parts} />

        <section className="checkout__section" aria-labelledby="checkout-receipt">
          <h2 id="checkout-receipt" className="checkout__heading">
            {t('checkout.receipt.title')}
          </h2>
          <ReceiptFields draft={draft} mask={mask} ownPhone={ownPhone} />
        </section>

        <section className="checkout__section">
          <CommentField draft={draft} />
          {/* Only a delivery has a courier to tell (not pickup or dine-in). */}
          {model.delivers ? <CommentField draft={draft} field="courierComment" /> : null}
        </section>
      </div>

      <CheckoutSide model={model} formId={CHECKOUT_FORM} />
    </form>
  );
});
