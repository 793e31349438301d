import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { usePricedBasket } from '../../core/basket/use-basket.ts';
import { offeredServiceTypes } from '../../core/checkout/checkout-slots.tsx';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { BasketIcon } from '../../ui/icons.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Skeleton } from '../../ui/page-state.tsx';
import { Sheet } from '../../ui/sheet.tsx';
import { BasketLineRow } from './basket-line-row.tsx';
import { BasketSummary } from './basket-summary.tsx';
import { useServiceFee } from './use-service-fee.ts';
import { OrderButton } from './order-button.tsx';
import { RecommendationsRow } from './recommendations-row.tsx';
import './basket.css';

/** The basket's content, on its page or in its sheet: lines, totals, clearing, and ordering. */
export const BasketView = observer(function BasketView({ onLeave }: { onLeave?: () => void }) {
  const { basket, priced, error, refetch } = usePricedBasket();
  const t = useT();
  const { registry, settings } = useStorefront();
  const [confirmClear, setConfirmClear] = useState(false);
  const serviceFee = useServiceFee();
  // "Delivery is added at checkout" only where some module delivers (the cafe has no delivery).
  const delivers = useMemo(
    () => offeredServiceTypes(registry, settings).includes('DELIVERY'),
    [registry, settings],
  );

  if (basket.isEmpty)
    return (
      <div className="basket basket--empty">
        <span className="basket__empty-icon" aria-hidden="true">
          <BasketIcon />
        </span>
        <h1 className="basket__title">{t('basket.empty')}</h1>
        <p className="basket__hint">{t('basket.emptyHint')}</p>
        <Link to="/" className="btn btn--primary" onClick={onLeave}>
          {t('basket.toMenu')}
        </Link>
      </div>
    );
  if (!priced && error)
    return (
      <LoadFailed title={t('basket.loadFailed')} error={error} retry={t('basket.retry')} onRetry={refetch} />
    );

  return (
    <div className="basket">
      <div className="basket__head">
        <h1 className="basket__title">{t('basket.title')}</h1>
        <Button variant="ghost" className="basket__clear" onClick={() => setConfirmClear(true)}>
          {t('basket.clear')}
        </Button>
      </div>
      {priced ? (
        <>
          <ul className="basket__lines">
            {priced.lines.map((line) => (
              <BasketLineRow key={line.key} priced={line} basket={basket} />
            ))}
          </ul>
          <RecommendationsRow basket={basket} />
          <BasketSummary totals={priced.totals} serviceFee={serviceFee(priced.totals.totalProductPrice)} />
          {delivers ? <p className="basket__note">{t('basket.deliveryNote')}</p> : null}
          {priced.hasProblems ? (
            <p className="basket__problems" role="status">
              {t('basket.problems')}
            </p>
          ) : null}
          <OrderButton disabled={priced.hasProblems || priced.items.length === 0} />
        </>
      ) : (
        <div className="basket__lines" aria-busy="true">
          {basket.lines.map((line) => (
            <Skeleton key={`${line.productId}:${line.modificationIds.join(',')}`} width="100%" height={80} />
          ))}
        </div>
      )}
      <Sheet
        open={confirmClear}
        onClose={() => setConfirmClear(false)}
        title={t('basket.clear')}
        closeLabel={t('basket.close')}
        placement="center"
      >
        <div className="basket__confirm">
          <h2>{t('basket.clearQuestion')}</h2>
          <div className="basket__confirm-actions">
            <Button variant="secondary" onClick={() => setConfirmClear(false)}>
              {t('basket.clearNo')}
            </Button>
            <Button
              onClick={() => {
                basket.clear();
                setConfirmClear(false);
              }}
            >
              {t('basket.clearYes')}
            </Button>
          </div>
        </div>
      </Sheet>
    </div>
  );
});
