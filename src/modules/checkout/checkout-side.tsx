import { useId } from 'react';
import { Link } from 'react-router-dom';
import { hasNativeButtons } from '../../core/channel-buttons.ts';
import { useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { CheckoutLines } from './checkout-lines.tsx';
import { CheckoutTotals } from './checkout-totals.tsx';
import { PlaceOrderMainButton } from './place-order-main-button.tsx';
import type { CheckoutReady } from './use-checkout-form.ts';

/**
 * The checkout's side column: the lines with what keeps any of them from going, the totals, the
 * server's refusal and "Place order" (Telegram's Main button inside the Mini App).
 */
export function CheckoutSide({ model, formId }: { model: CheckoutReady; formId: string }) {
  const t = useT();
  const blockerId = useId();
  return (
    <div className="checkout__side">
      <aside className="checkout__summary" aria-labelledby="checkout-items">
        <div className="checkout__items-head">
          <h2 id="checkout-items" className="checkout__heading">
            {t('checkout.items')}
          </h2>
          <Link to={model.basketPath} className="checkout__edit">
            {t('checkout.edit')}
          </Link>
        </div>
        <CheckoutLines priced={model.priced} flagged={model.flagged} />
        {model.priced.hasProblems ? (
          <p className="checkout__problem" role="status">
            {t('checkout.problems')}
          </p>
        ) : model.notServed.size ? (
          <p className="checkout__problem" role="status">
            {t(`checkout.notServed.${model.serviceType === 'EXPRESS_24' ? 'express' : 'delivery'}`)}
          </p>
        ) : model.notSold.size ? (
          <p className="checkout__problem" role="status">
            {t('checkout.notSoldHere')}
          </p>
        ) : null}
        <CheckoutTotals
          totals={model.totals}
          delivery={model.delivers}
          deliveryKnown={model.deliveryPrice !== undefined}
          promoCode={model.promoCode}
        />
      </aside>
      {model.refusal ? (
        <p className="checkout__problem" role="alert">
          {model.refusal}
        </p>
      ) : null}
      {/* The button and why it is greyed stay together in sight as the form scrolls. */}
      <div className="checkout__go">
        {hasNativeButtons() ? (
          <PlaceOrderMainButton formId={formId} ready={model.canOrder} placing={model.placing} />
        ) : (
          <Button
            type="submit"
            className="checkout__place"
            disabled={!model.canOrder || model.placing}
            aria-busy={model.placing || undefined}
            aria-describedby={model.blocker ? blockerId : undefined}
          >
            {model.placing ? t('checkout.placing') : t('checkout.place')}
          </Button>
        )}
        {model.blocker ? (
          <p id={blockerId} className="checkout__blocker">
            {t(`checkout.blocker.${model.blocker}`)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
