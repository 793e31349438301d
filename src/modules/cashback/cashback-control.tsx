import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useCheckoutBill } from '../../core/checkout/bill-slots.tsx';
import { useOrderDraft } from '../../core/order-draft/use-order-draft.ts';
import { usePrice, useT } from '../../core/storefront.tsx';
import { Skeleton } from '../../ui/page-state.tsx';
import { chosenCashback, usableCashback } from './cashback-rules.ts';
import './cashback.css';

/**
 * "Pay with cashback" at checkout (slot checkout.cashback): the balance, and a switch that spends as
 * much of it as the order costs; the checkout's totals show what it takes off. Below, what this order
 * earns once it is done, at the merchant's rate.
 */
export default observer(function CashbackControl() {
  const t = useT();
  const price = usePrice();
  const draft = useOrderDraft();
  const bill = useCheckoutBill();
  const id = useId();
  const { balance } = bill;
  const on = draft.cashback > 0;

  // The balance the server answered may differ from the one the switch was turned on with.
  useEffect(() => {
    if (on && balance !== null && draft.cashback !== chosenCashback(true, balance))
      draft.setCashback(chosenCashback(balance > 0, balance));
  }, [on, balance, draft]);

  const heading = `${id}-heading`;
  return (
    <section className="checkout__section cashback" aria-labelledby={heading}>
      <h2 id={heading} className="checkout__heading">
        {t('cashback.title')}
      </h2>
      {balance === null ? (
        <Skeleton width="100%" height={44} />
      ) : balance > 0 ? (
        <label className="checkout__check">
          <input
            type="checkbox"
            checked={on}
            onChange={(e) => draft.setCashback(chosenCashback(e.target.checked, balance))}
          />
          <span className="cashback__choice">
            <span>{t('cashback.pay', { amount: price(usableCashback(balance, bill.beforeCashback)) })}</span>
            <span className="cashback__hint">{t('cashback.balance', { amount: price(balance) })}</span>
          </span>
        </label>
      ) : (
        <p className="cashback__hint">{t('cashback.none')}</p>
      )}
      {bill.earned > 0 ? (
        <p className="cashback__earn" data-testid="cashback-earn">
          {t('cashback.earn', { amount: price(bill.earned) })}
        </p>
      ) : null}
    </section>
  );
});
