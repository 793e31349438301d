import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  CANCEL_COMMENT_MAX,
  CancelReason,
  isCancellable,
  type CancelReason as Reason,
  type Order,
} from '../../../contract/index.ts';
import { StaffCancelReason } from '../../../contract/console-orders.ts';
import { useApiMutation } from '../../../core/api/use-api-mutation.ts';
import { notify } from '../../../core/notify.ts';
import { useStorefront, useT } from '../../../core/storefront.tsx';
import { Button } from '../../../ui/button.tsx';
import { Sheet } from '../../../ui/sheet.tsx';
import { orderQuery } from '../order-query.ts';

/**
 * "Cancel order" on an order's page, where the merchant lets customers cancel (cancelOrderActive) and
 * while the order's status allows it (contract order-cancel.ts, the rule the server enforces). The
 * sheet asks why: a short list, and the customer's own words for "other". A paid order is told its
 * money comes back.
 */
export function CancelOrder({ order }: { order: Order }) {
  const { settings } = useStorefront();
  const t = useT();
  const [open, setOpen] = useState(false);
  if (!settings.cancelOrderActive || !isCancellable(order.status)) return null;
  return (
    <>
      <Button variant="secondary" className="order-after__cancel" onClick={() => setOpen(true)}>
        {t('orders.receipt.after.cancel')}
      </Button>
      <Sheet
        open={open}
        onClose={() => setOpen(false)}
        title={t('orders.receipt.after.cancelTitle')}
        closeLabel={t('orders.receipt.after.close')}
        placement="center"
      >
        <div className="order-after__sheet">
          <h2 className="order-after__title">{t('orders.receipt.after.cancelTitle')}</h2>
          <CancelForm order={order} onDone={() => setOpen(false)} />
        </div>
      </Sheet>
    </>
  );
}

function CancelForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const { api, merchant } = useStorefront();
  const t = useT();
  const queryClient = useQueryClient();
  const commentId = useId();
  const errorId = useId();
  const [reason, setReason] = useState<Reason | null>(null);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<'reason' | 'comment' | null>(null);

  const cancel = useApiMutation('orderCancel');
  const sending = cancel.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setProblem('reason');
    if (reason === 'OTHER' && !comment.trim()) return setProblem('comment');
    setProblem(null);
    const [error, cancelled] = await cancel.run({
      params: { id: order.id },
      body: { reason, comment: comment.trim() },
    });
    if (error) {
      notify(error.message || t('orders.receipt.after.cancelFailed'), 'error');
      // The order may have moved on meanwhile (the merchant took it): show it as it is now.
      void queryClient.invalidateQueries({ queryKey: orderQuery(api, merchant.id, order.id).queryKey });
      return;
    }
    queryClient.setQueryData(orderQuery(api, merchant.id, order.id).queryKey, cancelled);
    // The lists and the home page's status box move it to the archive.
    void queryClient.invalidateQueries({ queryKey: ['orders', merchant.id] });
    notify(t('orders.receipt.after.cancelled'), 'success');
    onDone();
  };

  return (
    <form className="order-after__form" onSubmit={(e) => void submit(e)} noValidate>
      <fieldset
        className="order-after__reasons"
        aria-describedby={problem === 'reason' ? errorId : undefined}
      >
        <legend>{t('orders.receipt.after.why')}</legend>
        {CancelReason.options.map((option) => (
          <label key={option} className="order-after__reason">
            <input
              type="radio"
              name="cancel-reason"
              value={option}
              checked={reason === option}
              onChange={() => {
                setReason(option);
                setProblem(null);
              }}
            />
            <span>{t(`orders.receipt.after.reason.${option}`)}</span>
          </label>
        ))}
      </fieldset>
      <label className="order-after__label" htmlFor={commentId}>
        {t(reason === 'OTHER' ? 'orders.receipt.after.commentRequired' : 'orders.receipt.after.comment')}
      </label>
      <textarea
        id={commentId}
        className="order-after__comment"
        rows={3}
        maxLength={CANCEL_COMMENT_MAX}
        value={comment}
        required={reason === 'OTHER'}
        aria-invalid={problem === 'comment' || undefined}
        aria-describedby={problem === 'comment' ? errorId : undefined}
        onChange={(e) => setComment(e.target.value)}
      />
      {problem ? (
        <p id={errorId} className="order-after__error" role="alert">
          {t(problem === 'reason' ? 'orders.receipt.after.pickReason' : 'orders.receipt.after.sayWhy')}
        </p>
      ) : null}
      {order.isPaid ? <p className="order-after__note">{t('orders.receipt.after.paidNote')}</p> : null}
      <div className="order-after__actions">
        <Button variant="secondary" onClick={onDone}>
          {t('orders.receipt.after.keep')}
        </Button>
        <Button type="submit" disabled={sending}>
          {t('orders.receipt.after.confirm')}
        </Button>
      </div>
    </form>
  );
}

/** A cancelled order: why, in the customer's words, and where its money is when it was paid. */
export function CancelledNote({ order }: { order: Order }) {
  const t = useT();
  if (order.status !== 'CANCELED') return null;
  // The merchant's staff rejected or cancelled it (the console): their reason, in the customer's words.
  const byMerchant = StaffCancelReason.safeParse(order.reason);
  if (!order.cancelReason && !byMerchant.success && !order.refundState) return null;
  return (
    <div className="order-after__cancelled" data-testid="order-cancelled">
      {byMerchant.success ? (
        <p>
          {t('orders.receipt.after.byMerchant')}: {t(`orders.receipt.after.staffReason.${byMerchant.data}`)}
          {order.cancelComment ? ` — ${order.cancelComment}` : ''}
        </p>
      ) : order.cancelReason ? (
        <p>
          {t('orders.receipt.after.reasonLabel')}: {t(`orders.receipt.after.reason.${order.cancelReason}`)}
          {order.cancelComment ? ` — ${order.cancelComment}` : ''}
        </p>
      ) : null}
      {order.refundState ? (
        <p
          className={`order-after__refund order-after__refund--${order.refundState.toLowerCase()}`}
          role="status"
        >
          {t(`orders.receipt.after.refund.${order.refundState}`)}
        </p>
      ) : null}
    </div>
  );
}
