/**
 * Click's Prepare and Complete callbacks (click-protocol.ts), answered from the shared payment
 * transactions: a prepare creates the order's CLICK transaction (keyed by click_trans_id, state
 * CREATED; merchant_prepare_id is its id), a complete performs it (the order becomes paid) or, when
 * Click reports a failure, cancels it.
 *
 * Checks, in the order Click's own sample integrations make them: the request's fields (-8), the
 * merchant by service_id and the signature (-1), the action (-3), the order (-5), then the state.
 *
 * Repeats: Click repeats a callback whose answer it did not get. A repeated prepare or complete with
 * the same click_trans_id is answered as the first one was (the same merchant_prepare_id or
 * merchant_confirm_id, error 0), whatever the order became since; answering -4 to the repeat of a
 * complete that paid the order would make Click treat a paid payment as failed. -4 answers a
 * different click_trans_id for an order already paid, and a cancel (negative error) of a paid one.
 *
 * Decisions where Click's table leaves a choice: an unknown service_id is -1 (no secret key to check
 * its signature with); a cancelled order is -9; a click_trans_id seen before with another order or
 * amount is -8; a storage failure is -7.
 */
import type { ClickCredentials } from '../../../contract/payment-providers.ts';
import type { StoredOrder } from '../../orders/orders-store.ts';
import type { Tenant } from '../../tenants/load-tenants.ts';
import type { PaymentDeps } from '../online-provider.ts';
import { publishMove } from '../payment-events.ts';
import { payableTiyin, type PaymentTransaction } from '../payment-store.ts';
import {
  CLICK_COMPLETE,
  CLICK_ERRORS,
  CLICK_PREPARE,
  ClickCompleteForm,
  ClickPrepareForm,
  clickIdNumber,
  tiyinOfClickAmount,
  type ClickCompleteReply,
  type ClickError,
  type ClickPrepareReply,
} from './click-protocol.ts';
import { clickSignMatches } from './click-sign.ts';

/** The order payment types Click collects: its pay page on the web, and inside the Click app. */
export const CLICK_PAYMENT_TYPES: readonly string[] = ['CLICK', 'CLICK_MINI_APP'];

/** The merchant whose Click service this is, with its credentials. */
export function clickTenant(
  deps: Pick<PaymentDeps, 'tenants'>,
  serviceId: string,
): { tenant: Tenant; click: ClickCredentials } | undefined {
  for (const tenant of deps.tenants.all) {
    const click = tenant.data.paymentProviders?.click;
    if (click && String(click.serviceId) === serviceId) return { tenant, click };
  }
  return undefined;
}

interface Checked<F> {
  form: F;
  tenant: Tenant;
  order: StoredOrder;
  /** The amount asked for, in tiyin (null: not a sum any order can have). */
  amount: number | null;
}

type CheckResult<F> = { ok: true; checked: Checked<F> } | { ok: false; error: ClickError };

/** What both callbacks check before looking at the transaction. */
async function checkRequest<F extends ClickPrepareForm>(
  parsed: { success: true; data: F } | { success: false },
  action: string,
  deps: PaymentDeps,
): Promise<CheckResult<F>> {
  if (!parsed.success) return { ok: false, error: CLICK_ERRORS.ERROR_IN_REQUEST };
  const form = parsed.data;
  const merchant = clickTenant(deps, form.service_id);
  if (!merchant || !clickSignMatches(form, merchant.click.secretKey, form.sign_string))
    return { ok: false, error: CLICK_ERRORS.SIGN_CHECK_FAILED };
  if (form.action !== action) return { ok: false, error: CLICK_ERRORS.ACTION_NOT_FOUND };
  const orderId = /^\d{1,15}$/.test(form.merchant_trans_id) ? Number(form.merchant_trans_id) : null;
  const order = orderId === null ? undefined : await deps.db.orders.find(orderId);
  if (
    !order ||
    order.merchantId !== merchant.tenant.id ||
    !CLICK_PAYMENT_TYPES.includes(order.order.paymentType)
  )
    return { ok: false, error: CLICK_ERRORS.USER_DOES_NOT_EXIST };
  return {
    ok: true,
    checked: { form, tenant: merchant.tenant, order, amount: tiyinOfClickAmount(form.amount) },
  };
}

/** The ids Click sent, echoed back as its answer table types them. */
const echo = (raw: Record<string, string>) => ({
  click_trans_id: clickIdNumber(raw.click_trans_id),
  merchant_trans_id: raw.merchant_trans_id,
});

const answer = (error: ClickError) => ({ error: error.error, error_note: error.note });

/** Runs a callback, answering -7 when storage fails: Click repeats, and the repeat may succeed. */
async function guarded<R>(
  deps: PaymentDeps,
  what: string,
  work: () => Promise<R>,
  failed: () => R,
): Promise<R> {
  try {
    return await work();
  } catch (error) {
    deps.log.error(`Click ${what} failed`, error);
    return failed();
  }
}

/** Action 0: checks the order can be paid this amount, and records the prepared transaction. */
export async function clickPrepare(
  raw: Record<string, string>,
  deps: PaymentDeps,
): Promise<ClickPrepareReply> {
  const reply = (error: ClickError, tx?: PaymentTransaction): ClickPrepareReply => ({
    ...echo(raw),
    ...(tx ? { merchant_prepare_id: tx.id } : {}),
    ...answer(error),
  });
  return guarded(
    deps,
    'prepare',
    async () => {
      const result = await checkRequest(ClickPrepareForm.safeParse(raw), CLICK_PREPARE, deps);
      if (!result.ok) return reply(result.error);
      const { form, tenant, order, amount } = result.checked;

      const seen = await deps.db.payments.byProviderId('CLICK', tenant.id, form.click_trans_id);
      if (seen) return reply(...repeatedPrepare(seen, order, amount));

      if (order.order.status === 'CANCELED') return reply(CLICK_ERRORS.TRANSACTION_CANCELLED);
      if (order.order.isPaid) return reply(CLICK_ERRORS.ALREADY_PAID);
      if (amount !== payableTiyin(order.order)) return reply(CLICK_ERRORS.INCORRECT_AMOUNT);

      const { transaction } = await deps.db.payments.create(
        {
          merchantId: tenant.id,
          orderId: order.order.id,
          provider: 'CLICK',
          providerTxId: form.click_trans_id,
          amount,
          data: {
            clickPaydocId: form.click_paydoc_id,
            amount: form.amount,
            signTime: form.sign_time,
          },
        },
        deps.now(),
      );
      // Two prepares with this click_trans_id at once: the one that lost sees the other's row.
      return transaction.orderId === order.order.id && transaction.amount === amount
        ? reply(...repeatedPrepare(transaction, order, amount))
        : reply(CLICK_ERRORS.ERROR_IN_REQUEST);
    },
    () => reply(CLICK_ERRORS.FAILED_TO_UPDATE_USER),
  );
}

/** A prepare for a click_trans_id already recorded: answered as the first one was. */
function repeatedPrepare(
  tx: PaymentTransaction,
  order: StoredOrder,
  amount: number | null,
): [ClickError, PaymentTransaction?] {
  if (tx.orderId !== order.order.id || tx.amount !== amount) return [CLICK_ERRORS.ERROR_IN_REQUEST];
  if (tx.state === 'CANCELLED' || tx.state === 'REFUNDED') return [CLICK_ERRORS.TRANSACTION_CANCELLED, tx];
  return [CLICK_ERRORS.SUCCESS, tx];
}

/** Action 1: performs the prepared transaction (the order is paid), or cancels it on Click's error. */
export async function clickComplete(
  raw: Record<string, string>,
  deps: PaymentDeps,
): Promise<ClickCompleteReply> {
  const reply = (error: ClickError, tx?: PaymentTransaction): ClickCompleteReply => ({
    ...echo(raw),
    ...(tx ? { merchant_confirm_id: tx.id } : {}),
    ...answer(error),
  });
  return guarded(
    deps,
    'complete',
    async () => {
      const result = await checkRequest(ClickCompleteForm.safeParse(raw), CLICK_COMPLETE, deps);
      if (!result.ok) return reply(result.error);
      const { form, tenant, order, amount } = result.checked;

      const tx = await deps.db.payments.byProviderId('CLICK', tenant.id, form.click_trans_id);
      if (!tx || String(tx.id) !== form.merchant_prepare_id || tx.orderId !== order.order.id)
        return reply(CLICK_ERRORS.TRANSACTION_DOES_NOT_EXIST);
      if (amount !== tx.amount) return reply(CLICK_ERRORS.INCORRECT_AMOUNT);

      const clickFailed = Number(form.error) < 0;
      const extra = { data: { completeError: Number(form.error), completeNote: form.error_note } };
      const cancel = async (reason: number): Promise<ClickCompleteReply> => {
        const move = await deps.db.payments.move(tx.id, ['CREATED'], 'CANCELLED', deps.now(), {
          ...extra,
          reason,
        });
        return move.moved || move.transaction.state === 'CANCELLED'
          ? reply(CLICK_ERRORS.TRANSACTION_CANCELLED, move.transaction)
          : reply(...stateAnswer(move.transaction, clickFailed));
      };

      if (tx.state !== 'CREATED') return reply(...stateAnswer(tx, clickFailed));
      if (clickFailed) return cancel(Number(form.error));
      if (order.order.status === 'CANCELED') return cancel(CLICK_ERRORS.TRANSACTION_CANCELLED.error);
      if (order.order.isPaid) {
        // Paid through another transaction: this one will never be; Click reverses its payment.
        await deps.db.payments.move(tx.id, ['CREATED'], 'CANCELLED', deps.now(), {
          ...extra,
          reason: CLICK_ERRORS.ALREADY_PAID.error,
        });
        return reply(CLICK_ERRORS.ALREADY_PAID, tx);
      }

      const move = await deps.db.payments.move(tx.id, ['CREATED'], 'PERFORMED', deps.now(), {
        data: { clickPaydocId: form.click_paydoc_id, completeSignTime: form.sign_time },
      });
      await publishMove(deps.db, move);
      return reply(...stateAnswer(move.transaction, clickFailed));
    },
    () => reply(CLICK_ERRORS.FAILED_TO_UPDATE_USER),
  );
}

/** A complete for a transaction that is no longer waiting: answered by where it stands. */
function stateAnswer(tx: PaymentTransaction, clickFailed: boolean): [ClickError, PaymentTransaction] {
  if (tx.state === 'PERFORMED')
    // The repeat of the complete that paid it: the same answer. Cancelling a paid one: -4.
    return [clickFailed ? CLICK_ERRORS.ALREADY_PAID : CLICK_ERRORS.SUCCESS, tx];
  if (tx.state === 'CREATED') return [CLICK_ERRORS.FAILED_TO_UPDATE_USER, tx];
  return [CLICK_ERRORS.TRANSACTION_CANCELLED, tx];
}
