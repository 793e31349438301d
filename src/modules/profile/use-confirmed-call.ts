import { useReducer, useRef } from 'react';
import type { ApiResult } from '../../core/api/client.ts';
import { useApiMutation } from '../../core/api/use-api-mutation.ts';
import { codeProblemText } from '../../core/code-entry/code-problem.ts';
import { useT } from '../../core/storefront.tsx';
import { confirmFlow, idleFlow, needsConfirmation, type ConfirmFlow } from './confirm-flow.ts';

export interface ConfirmedCall<T> {
  flow: ConfirmFlow;
  /** Makes the call; `onDone` runs with its answer once it goes through, with or without a code. */
  run: (call: () => Promise<ApiResult<T>>, onDone: (value: T) => void) => void;
  /** Checks a code typed by the customer, then makes the call again. */
  submitCode: (code: string) => void;
  /** Sends another code to the customer's phone. */
  resend: () => void;
  /** Back to where the call was made; what the customer typed there is still there. */
  cancel: () => void;
}

/**
 * A call that may need the phone confirmed first (deleteAccount, phoneChange). When the server
 * answers CONFIRMATION_REQUIRED, a code goes to `phone` (the customer's own, authCode), the typed code
 * is checked (authConfirm), and the call is made again by itself.
 */
export function useConfirmedCall<T>(phone: string): ConfirmedCall<T> {
  // The flow's own reducer says what is under way (a mutation state would say less: which step).
  const codeSend = useApiMutation('authCode');
  const confirmation = useApiMutation('authConfirm');
  const t = useT();
  const [flow, dispatch] = useReducer(confirmFlow, idleFlow);
  const pending = useRef<{ call: () => Promise<ApiResult<T>>; onDone: (value: T) => void } | null>(null);
  // Bumped by cancel: answers to the sends and checks of a cancelled step are dropped.
  const round = useRef(0);
  const busy = useRef(false);

  async function attempt(): Promise<void> {
    const current = pending.current;
    if (!current) return;
    const started = round.current;
    const [failure, value] = await current.call();
    if (!failure) {
      // Even after a cancel: what the server did (a deleted account) is what counts.
      dispatch({ type: 'called' });
      current.onDone(value);
      return;
    }
    if (started !== round.current) return;
    dispatch({ type: 'callFailed', error: failure, text: failure.message });
    if (needsConfirmation(failure)) await sendCode(started);
  }

  async function sendCode(started: number): Promise<void> {
    dispatch({ type: 'send' });
    const [failure, sent] = await codeSend.run({ body: { phone } });
    if (started !== round.current) return;
    if (failure) {
      dispatch({ type: 'sendFailed', error: failure, text: codeProblemText(failure, t), now: Date.now() });
      return;
    }
    dispatch({ type: 'sent', resendAt: Date.now() + sent.resendIn * 1000 });
  }

  async function checkCode(code: string): Promise<void> {
    const started = round.current;
    dispatch({ type: 'check' });
    const [failure] = await confirmation.run({ body: { code } });
    if (started !== round.current) return;
    if (failure) {
      dispatch({ type: 'checkFailed', error: failure, text: codeProblemText(failure, t), now: Date.now() });
      return;
    }
    dispatch({ type: 'confirmed' });
    await attempt();
  }

  /** One thing at a time: a second tap while a call is on its way does nothing. */
  function exclusive(work: () => Promise<void>): void {
    if (busy.current) return;
    busy.current = true;
    void work().finally(() => {
      busy.current = false;
    });
  }

  return {
    flow,
    run: (call, onDone) => {
      pending.current = { call, onDone };
      exclusive(async () => {
        dispatch({ type: 'call' });
        await attempt();
      });
    },
    submitCode: (code) => exclusive(() => checkCode(code)),
    resend: () => exclusive(() => sendCode(round.current)),
    cancel: () => {
      if (flow.step === 'code' && flow.busy === 'retrying') return;
      round.current += 1;
      busy.current = false;
      dispatch({ type: 'cancel' });
    },
  };
}
