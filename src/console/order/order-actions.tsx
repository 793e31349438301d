/**
 * What can be done with the order now: only the moves the transition table allows (the answer's
 * nextStatuses), accept with a time and reject for a new order, mark a cash order paid, cancel.
 */
import { useState } from 'react';
import type { ConsoleOrder } from '../../contract/console-orders.ts';
import { Button } from '../../ui/button.tsx';
import { useConsole } from '../app/console-context.ts';
import { AcceptForm } from './accept-form.tsx';
import { moveErrorText } from './move-error.ts';
import { ReasonForm } from './reason-form.tsx';
import { useOrderMove } from './use-order.ts';

type Open = 'none' | 'reject' | 'cancel';

export function OrderActions({ data }: { data: ConsoleOrder }) {
  const { t } = useConsole();
  const { order, nextStatuses } = data;
  const move = useOrderMove(order.id);
  const [open, setOpen] = useState<Open>('none');
  const isNew = nextStatuses.includes('ACCEPTED');
  const forward = nextStatuses.filter((status) => status !== 'ACCEPTED' && status !== 'CANCELED');
  const canCancel = nextStatuses.includes('CANCELED');
  const canMarkPaid = order.paymentType === 'CASH' && !order.isPaid && nextStatuses.length > 0;
  const busy = move.isPending;
  const done = () => setOpen('none');

  return (
    <section className="stack" aria-labelledby="actions-title">
      <h2 id="actions-title">{t('order.actions')}</h2>
      {move.error && (
        <p role="alert" className="alert">
          {moveErrorText(move.error, t)}
        </p>
      )}
      {isNew && <AcceptForm busy={busy} onAccept={(minutes) => move.mutate({ kind: 'accept', minutes })} />}
      {forward.length > 0 && (
        <div className="choice-row">
          {forward.map((status) => (
            <Button key={status} disabled={busy} onClick={() => move.mutate({ kind: 'move', status })}>
              {t('order.moveTo', { status: t(`status.${status}`) })}
            </Button>
          ))}
        </div>
      )}
      {canMarkPaid && (
        <Button variant="secondary" disabled={busy} onClick={() => move.mutate({ kind: 'paid' })}>
          {t('order.markPaid')}
        </Button>
      )}
      {open === 'none' && canCancel && (
        <Button variant="secondary" onClick={() => setOpen(isNew ? 'reject' : 'cancel')}>
          {t(isNew ? 'order.reject' : 'order.cancel')}
        </Button>
      )}
      {open !== 'none' && (
        <ReasonForm
          id={open}
          submitLabel={t(open === 'reject' ? 'order.rejectConfirm' : 'order.cancelConfirm')}
          busy={busy}
          onCancel={done}
          onSubmit={(reason, comment) => move.mutate({ kind: open, reason, comment }, { onSuccess: done })}
        />
      )}
    </section>
  );
}
