import { useStorefront, usePrice, useT } from '../../core/storefront.tsx';
import { useCashbackBalance } from '../../core/session/me-query.ts';
import './cashback.css';

/**
 * The customer's cashback balance on the profile screen (slot profile.balance, balanceActive), as
 * the server knows it now; how to spend it where the merchant lets customers pay with it.
 */
export default function BalanceCard() {
  const t = useT();
  const price = usePrice();
  const { settings } = useStorefront();
  const { balance } = useCashbackBalance();
  if (balance === null) return null;
  return (
    <p className="cashback-balance" data-testid="cashback-balance">
      <span>
        {t('cashback.balanceTitle')}: <strong>{price(balance)}</strong>
      </span>
      {settings.cashbackActive ? <span className="cashback__hint">{t('cashback.balanceHint')}</span> : null}
    </p>
  );
}
