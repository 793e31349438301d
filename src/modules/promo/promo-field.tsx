import { useQuery, useQueryClient } from '@tanstack/react-query';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { PROMO_CODE_MAX_LENGTH, type PromoOffer } from '../../contract/index.ts';
import type { ApiError } from '../../core/api/api-error.ts';
import { ApiRequestError } from '../../core/api/unwrap.ts';
import { useApiMutation } from '../../core/api/use-api-mutation.ts';
import { orderDeviceOf } from '../../core/channel-terms.ts';
import { useCheckoutBill } from '../../core/checkout/bill-slots.tsx';
import { useOrderDraft } from '../../core/order-draft/use-order-draft.ts';
import { usePrice, useStorefront, useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { promoCheckQuery } from './promo-queries.ts';
import { isRefusal, onlyDelivery, refusalKey } from './promo-texts.ts';
import { PromoTerms } from './promo-terms.tsx';
import './promo.css';

/**
 * The checkout's promo code (slot checkout.promo): typed and applied, checked by the server first; its
 * terms go into the order draft, so the checkout's totals show its discounts and the order names it.
 * Refusals show under the field in the customer's language; a code the products do not reach yet
 * stays, with the minimum-price warning (spec section 5), and the order waits for it. An applied code
 * is checked again when the checkout opens and after an order was refused for it.
 */
/**
 * A code being typed, per merchant, for the visit: the checkout draws its parts again as the order's
 * choices load (its skeleton, the service blocks), and a field drawn anew must not lose it.
 */
const typedCodes = new Map<number, string>();

export default observer(function PromoField() {
  const { api, merchant, channel } = useStorefront();
  const t = useT();
  const price = usePrice();
  const draft = useOrderDraft();
  const bill = useCheckoutBill();
  const queryClient = useQueryClient();
  const id = useId();
  const [code, setTypedCode] = useState(() => typedCodes.get(merchant.id) ?? '');
  const setCode = useCallback(
    (value: string) => {
      typedCodes.set(merchant.id, value);
      setTypedCode(value);
    },
    [merchant.id],
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  const check = useApiMutation('promoCheck');
  const checking = check.isPending;
  const device = orderDeviceOf(channel);
  const applied = draft.promo;

  const recheck = useQuery({
    ...promoCheckQuery(api, merchant.id, applied?.code ?? '', device),
    enabled: applied !== null,
  });
  useEffect(() => {
    if (!applied) return;
    if (recheck.data && !sameTerms(recheck.data, applied)) draft.setPromo(recheck.data);
    const failure = recheck.error;
    if (failure instanceof ApiRequestError && isRefusal(failure.code)) {
      // The code went out of use since it was applied: it leaves the order, and the field says why.
      setCode(applied.code);
      setRefusal(t(refusalKey(failure.code) ?? ''));
      draft.setPromo(null);
    }
  }, [recheck.data, recheck.error, applied, draft, t, setCode]);

  const describe = (failure: ApiError) => {
    const key = refusalKey(failure.code);
    return key ? t(key) : failure.message;
  };

  async function apply() {
    const wanted = code.trim();
    if (!wanted) {
      setRefusal(t('promo.empty'));
      return;
    }
    setRefusal(null);
    const [failure, offer] = await check.run({ body: { code: wanted, orderDevice: device } });
    if (failure) {
      setRefusal(describe(failure));
      return;
    }
    queryClient.setQueryData(promoCheckQuery(api, merchant.id, offer.code, device).queryKey, offer);
    draft.setPromo(offer);
    setCode('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // The field sits inside the checkout's form: Enter applies the code instead of placing the order.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void apply();
  }

  const heading = `${id}-heading`;
  const input = `${id}-code`;
  const message = `${id}-message`;
  return (
    <section className="checkout__section promo" aria-labelledby={heading}>
      <h2 id={heading} className="checkout__heading">
        {t('promo.title')}
      </h2>
      {applied ? (
        <div className="promo__applied" data-testid="promo-applied">
          <div className="promo__chip">
            <span className="promo__code" dir="ltr">
              {applied.code}
            </span>
            <PromoTerms offer={applied} />
          </div>
          <Button variant="secondary" onClick={() => draft.setPromo(null)}>
            {t('promo.remove')}
          </Button>
          {bill.totals.promoBelowMinimum ? (
            <p className="promo__warning" role="status">
              {t('promo.minPrice', { amount: price(applied.minPrice) })}
            </p>
          ) : !bill.delivers && onlyDelivery(applied) ? (
            <p className="promo__note" role="status">
              {t('promo.deliveryOnly')}
            </p>
          ) : (
            <p className="visually-hidden" role="status">
              {t('promo.applied', { code: applied.code })}
            </p>
          )}
        </div>
      ) : (
        <div className="promo__form">
          <label className="field__label" htmlFor={input}>
            {t('promo.label')}
          </label>
          <div className="promo__row">
            <input
              id={input}
              className="field__input promo__input"
              value={code}
              maxLength={PROMO_CODE_MAX_LENGTH}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              dir="ltr"
              aria-invalid={refusal ? true : undefined}
              aria-describedby={refusal ? message : undefined}
              onChange={(e) => {
                setCode(e.target.value);
                setRefusal(null);
              }}
              onKeyDown={onKeyDown}
            />
            <Button
              variant="secondary"
              onClick={() => void apply()}
              disabled={checking}
              aria-busy={checking || undefined}
            >
              {checking ? t('promo.checking') : t('promo.apply')}
            </Button>
          </div>
          {refusal ? (
            <p id={message} className="field__error" role="alert">
              {refusal}
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
});

/** The server may answer other terms for the same code (the merchant edited it): the new ones count. */
const sameTerms = (a: PromoOffer, b: PromoOffer) => JSON.stringify(a) === JSON.stringify(b);
