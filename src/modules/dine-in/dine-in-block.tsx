import { serverDate } from '../../core/server-clock.ts';
import { useQuery } from '@tanstack/react-query';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { keepDigits, tableNumberProblem } from '../../contract/field-rules.ts';
import { branchesQuery } from '../../core/branches/branch-queries.ts';
import { BranchChoiceList } from '../../ui/branches/branch-choice-list.tsx';
import { useServiceReady } from '../../core/checkout/checkout-slots.tsx';
import { orderSettingsQuery } from '../../core/checkout/order-settings-query.ts';
import { useFormField } from '../../core/forms/form-checks.tsx';
import { MAX_TYPED_TABLE_DIGITS } from '../../core/order-draft/draft-schema.ts';
import { useOrderDraft } from '../../core/order-draft/use-order-draft.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { ChoiceListPlaceholder } from '../../ui/choice-placeholder.tsx';
import { TextField } from '../../ui/field.tsx';
import { dineInChoice } from './dine-in-branches.ts';
import './dine-in.css';

/**
 * The checkout's DINE_IN block: the branch the customer eats at, and their table: required where the
 * merchant's order settings say so (isTableRequired), 1 to 9999 in the digits of any keyboard. The
 * table is a field of the checkout's form: checked when the order goes, and where the server's
 * refusal of a tableId shows.
 */
export default observer(function DineInBlock() {
  const { api, merchant } = useStorefront();
  const t = useT();
  const draft = useOrderDraft();
  const branches = useQuery(branchesQuery(api, merchant.id));
  const [now] = useState(serverDate);
  // Until the settings come (or if they fail), the table is optional: the server has the last word.
  const tableRequired = useQuery(orderSettingsQuery(api, merchant.id)).data?.isTableRequired ?? false;
  const table = useFormField({
    id: 'dine-in-table',
    paths: ['tableId'],
    label: t('dine-in.table'),
    check: () => tableNumberProblem(draft.tableNumber, tableRequired),
  });

  const choice = branches.data ? dineInChoice(branches.data, draft.branchId, now) : null;
  const loaded = choice !== null;
  const chosenId = choice?.chosen?.id ?? null;
  useEffect(() => {
    if (loaded && chosenId !== draft.branchId) draft.setBranch(chosenId);
  }, [loaded, chosenId, draft]);
  useServiceReady(chosenId !== null && chosenId === draft.branchId);

  if (branches.isPending) return <ChoiceListPlaceholder count={2} />;
  if (!choice)
    return (
      <div className="dine-in__state" role="alert">
        <p>{t('dine-in.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void branches.refetch()}>
          {t('dine-in.retry')}
        </Button>
      </div>
    );

  return (
    <div className="dine-in">
      {choice.branches.length === 0 ? (
        <p className="dine-in__state">{t('dine-in.none')}</p>
      ) : (
        <BranchChoiceList
          name="dine-in-branch"
          branches={choice.branches}
          kind="DINE_IN"
          chosenId={draft.branchId}
          onChoose={(id) => draft.setBranch(id)}
          now={now}
          texts={{
            choose: t('dine-in.choose'),
            today: (value) => t('dine-in.today', { value }),
            openToday: t('dine-in.openToday'),
            dayOff: t('dine-in.dayOff'),
            closedToday: t('dine-in.closedToday'),
          }}
        />
      )}
      {choice.branches.length > 0 && !choice.chosen ? (
        <p className="dine-in__state" role="status">
          {t('dine-in.allClosed')}
        </p>
      ) : null}
      {/* The contract has no table entity the storefront could list: the number printed on the
          table is the table id the merchant's staff know, sent as the order's tableId. */}
      <TextField
        id="dine-in-table"
        className="dine-in__table"
        label={t('dine-in.table')}
        hint={t(tableRequired ? 'dine-in.tableHintRequired' : 'dine-in.tableHint')}
        inputMode="numeric"
        autoComplete="off"
        required={tableRequired}
        maxLength={MAX_TYPED_TABLE_DIGITS}
        value={draft.tableNumber}
        error={table.error}
        onChange={(e) => {
          // Digits only, of any keyboard; a number too long stays, for the check to say the range.
          draft.setTableNumber(keepDigits(e.target.value, MAX_TYPED_TABLE_DIGITS));
          table.edited();
        }}
      />
    </div>
  );
});
