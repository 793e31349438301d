/**
 * Deleting the account and changing the phone need the phone proven with a code in this session
 * recently; otherwise the server answers 403 CONFIRMATION_REQUIRED. This is the state of such a call:
 * the call itself, then, when the server asks, a code sent to the customer's own number, checked
 * (authConfirm), and the call made again. Pure, so each step is tested without a screen.
 */
import type { ApiError } from '../../core/api/api-error.ts';
import { resendAtAfter } from '../../core/code-entry/code-problem.ts';

/** The server wants a fresh code before it does this. */
export const needsConfirmation = (error: ApiError): boolean =>
  error.status === 403 && error.code === 'CONFIRMATION_REQUIRED';

/** What is on its way while the code step shows. */
export type ConfirmBusy = 'sending' | 'checking' | 'retrying';

export type ConfirmFlow =
  /** No code asked for; `error` is the call's own failure (shown where the call was made). */
  | { step: 'idle'; error: string | null }
  /** The call is on its way (before any code). */
  | { step: 'calling' }
  | {
      step: 'code';
      busy: ConfirmBusy | null;
      /** Epoch ms after which another code may be asked for (0: at once). */
      resendAt: number;
      /** A code went to the phone (or one sent moments ago still counts): worth typing. */
      codeSent: boolean;
      /** Why the last send or check failed, in the customer's words. */
      error: string | null;
    };

export type ConfirmEvent =
  | { type: 'call' }
  | { type: 'called' }
  | { type: 'callFailed'; error: ApiError; text: string }
  | { type: 'send' }
  | { type: 'sent'; resendAt: number }
  | { type: 'sendFailed'; error: ApiError; text: string; now: number }
  | { type: 'check' }
  | { type: 'checkFailed'; error: ApiError; text: string; now: number }
  | { type: 'confirmed' }
  | { type: 'cancel' };

export const idleFlow: ConfirmFlow = { step: 'idle', error: null };

const codeStep = (flow: ConfirmFlow) =>
  flow.step === 'code'
    ? flow
    : { step: 'code' as const, busy: null, resendAt: 0, codeSent: false, error: null };

export function confirmFlow(flow: ConfirmFlow, event: ConfirmEvent): ConfirmFlow {
  switch (event.type) {
    case 'call':
      return flow.step === 'code' ? { ...flow, busy: 'retrying', error: null } : { step: 'calling' };
    case 'called':
      return idleFlow;
    case 'callFailed':
      // Asked for a code: the code step, sending one. Any other failure leaves the code step, and
      // the screen that made the call shows why (its input is still there).
      return needsConfirmation(event.error)
        ? { ...codeStep(flow), busy: 'sending', error: null }
        : { step: 'idle', error: event.text };
    case 'send':
      return { ...codeStep(flow), busy: 'sending', error: null };
    case 'sent':
      return { ...codeStep(flow), busy: null, resendAt: event.resendAt, codeSent: true, error: null };
    case 'sendFailed': {
      const step = codeStep(flow);
      return {
        ...step,
        busy: null,
        // Throttled: a code went moments ago (the customer cancelled and came back) and still works.
        codeSent: step.codeSent || event.error.code === 'RESEND_THROTTLED',
        resendAt: resendAtAfter(event.error, event.now) ?? event.now,
        error: event.text,
      };
    }
    case 'check':
      return { ...codeStep(flow), busy: 'checking', error: null };
    case 'checkFailed': {
      const step = codeStep(flow);
      return {
        ...step,
        busy: null,
        resendAt: Math.max(step.resendAt, resendAtAfter(event.error, event.now) ?? 0),
        error: event.text,
      };
    }
    case 'confirmed':
      return { ...codeStep(flow), busy: 'retrying', error: null };
    case 'cancel':
      // Once the phone is confirmed the call is on its way again and cannot be taken back: its
      // answer decides (a deleted account signs out even if the customer pressed cancel).
      return flow.step === 'code' && flow.busy === 'retrying' ? flow : idleFlow;
  }
}
