/**
 * The checkout's DELIVERY and EXPRESS_24 block (slots checkout.service.DELIVERY and
 * checkout.service.EXPRESS_24, see src/core/checkout/checkout-slots.tsx): where the order goes, which branch delivers it and what
 * delivery costs. Choosing or changing the address follows the order address flow (spec section 4):
 * the addresses sheet opens over the checkout, or the picker. The order can go once the address has
 * a branch and a price and nothing stands in the way (out of zone, no branch, below the minimum);
 * the server prices the order again and refuses what does not hold, and the checkout shows why.
 * Express is the same block: the nearest branch with express delivers it, at the express prices.
 */
import { useFeeText } from '../../core/fee-text.ts';
import { useQuery } from '@tanstack/react-query';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useServiceReady, useServiceSlotType } from '../../core/checkout/checkout-slots.tsx';
import { orderAddressExtras } from '../../core/order-draft/order-address.ts';
import { useOrderDraft } from '../../core/order-draft/use-order-draft.ts';
import { useLocalize, usePrice, useStorefront, useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { PinIcon } from '../../ui/icons.tsx';
import { Sheet } from '../../ui/sheet.tsx';
import { AddressList } from './address-list.tsx';
import { detailsText } from './address-to-save.ts';
import type { DeliveryProblem } from './delivery-problem.ts';
import { useAddressFlow } from './use-address-flow.ts';
import { useDeliveryQuote } from './use-delivery-quote.ts';
import { areaValidationQuery, regionsQuery } from './zone-queries.ts';
import './delivery-block.css';

export default observer(function DeliveryBlock() {
  const { api, merchant, settings } = useStorefront();
  const t = useT();
  const price = usePrice();
  const feeText = useFeeText();
  const localize = useLocalize();
  const draft = useOrderDraft();
  const flow = useAddressFlow();
  const [listOpen, setListOpen] = useState(false);
  const regions = useQuery(regionsQuery(api, merchant.id));
  const validation = useQuery(areaValidationQuery(api, merchant.id));
  const validate = validation.isError
    ? false
    : (validation.data?.shouldValidateDeliveryArea ?? settings.shouldValidateDeliveryArea);

  const serviceType = useServiceSlotType();
  const express = serviceType === 'EXPRESS_24';
  const address = draft.address;
  const quote = useDeliveryQuote(address, { validate, zones: regions.data ?? null }, serviceType);
  const ready =
    address !== null &&
    quote.inputs.ok &&
    quote.branch !== null &&
    quote.price !== undefined &&
    quote.problem === null &&
    !quote.pending &&
    draft.branchId === quote.branch.id;
  useServiceReady(ready, { deliveryPrice: quote.price });

  const extras = detailsText(orderAddressExtras(address, draft.addressExtras), {
    office: t('delivery.extra.office'),
    domophone: t('delivery.extra.domophone'),
    entrance: t('delivery.extra.entrance'),
    floor: t('delivery.extra.floor'),
  });
  const openPicker = () => {
    setListOpen(false);
    flow.openPicker();
  };
  const choose = () => flow.start(() => setListOpen(true));
  const name = address?.name || address?.streetName || '';

  return (
    <div className="delivery">
      {express ? <p className="delivery__note">{t('delivery.express.note')}</p> : null}
      {address ? (
        <div className="delivery__address">
          <span className="delivery__icon" aria-hidden="true">
            <PinIcon />
          </span>
          <div className="delivery__text">
            <p className="delivery__name">{name}</p>
            {address.description && address.description !== name ? (
              <p className="delivery__line">{address.description}</p>
            ) : null}
            {extras ? <p className="delivery__line">{extras}</p> : null}
          </div>
          <Button
            variant="secondary"
            className="delivery__change"
            onClick={choose}
            aria-label={t('delivery.block.changeLabel', { name })}
          >
            {t('delivery.block.change')}
          </Button>
        </div>
      ) : (
        <div className="delivery__empty">
          <p className="delivery__line">{t('delivery.block.noAddress')}</p>
          <Button onClick={choose} disabled={flow.locating} aria-busy={flow.locating || undefined}>
            {t('delivery.block.choose')}
          </Button>
        </div>
      )}

      {address && quote.inputs.ok ? (
        <dl className="delivery__facts" aria-busy={quote.pending || undefined}>
          <div className="delivery__fact">
            <dt>{t('delivery.block.branch')}</dt>
            <dd>{quote.branch ? localize(quote.branch.name) : quote.pending ? '…' : '—'}</dd>
          </div>
          {quote.branch?.deliveryStart && quote.branch.deliveryEnd ? (
            <div className="delivery__fact">
              <dt>{t('delivery.block.hours')}</dt>
              <dd>
                <bdi dir="ltr">{`${quote.branch.deliveryStart}–${quote.branch.deliveryEnd}`}</bdi>
              </dd>
            </div>
          ) : null}
          <div className="delivery__fact">
            <dt>{t('delivery.block.price')}</dt>
            <dd data-testid="delivery-price">
              {quote.price !== undefined ? feeText(quote.price) : quote.pending ? '…' : '—'}
            </dd>
          </div>
          {quote.terms.distance !== null ? (
            <div className="delivery__fact">
              <dt>{t('delivery.block.distance')}</dt>
              <dd>{t('delivery.block.km', { value: quote.terms.distance })}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {address && quote.inputs.ok && quote.terms.freeAbove !== null && quote.price !== 0 ? (
        <p className="delivery__note">
          {t('delivery.block.freeAbove', { amount: price(quote.terms.freeAbove) })}
        </p>
      ) : null}

      {quote.problem ? <ProblemText problem={quote.problem} /> : null}

      <Sheet
        open={listOpen}
        onClose={() => setListOpen(false)}
        title={t('delivery.addresses.title')}
        closeLabel={t('delivery.close')}
      >
        <div className="delivery__sheet">
          <AddressList
            mode="choose"
            headingLevel={2}
            onChosen={() => setListOpen(false)}
            onAdd={openPicker}
            onOrderAddressDeleted={openPicker}
          />
        </div>
      </Sheet>
    </div>
  );
});

function ProblemText({ problem }: { problem: DeliveryProblem }) {
  const t = useT();
  const price = usePrice();
  const text =
    problem.text ??
    (problem.kind === 'outOfZone'
      ? t('delivery.outOfZone')
      : problem.kind === 'unavailable'
        ? t('delivery.problem.unavailable')
        : problem.kind === 'noBranch'
          ? t('delivery.problem.noBranch')
          : problem.kind === 'holiday'
            ? t('delivery.problem.holiday')
            : problem.kind === 'incomplete'
              ? t('delivery.problem.incomplete')
              : problem.kind === 'minimum'
                ? problem.amount !== undefined
                  ? t('delivery.problem.minimum', { amount: price(problem.amount) })
                  : t('delivery.problem.minimumUnknown')
                : t('delivery.problem.failed'));
  return (
    <p className="delivery__problem" role="alert">
      {text}
    </p>
  );
}
