import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../core/api/api-error.ts';
import {
  confirmFlow,
  idleFlow,
  needsConfirmation,
  type ConfirmEvent,
  type ConfirmFlow,
} from './confirm-flow.ts';

const confirmationRequired: ApiError = {
  status: 403,
  code: 'CONFIRMATION_REQUIRED',
  message: 'Подтвердите номер',
  localized: true,
};
const wrongCode: ApiError = { status: 400, code: 'WRONG_CODE', message: 'Неверный код', localized: true };
const NOW = 1_000_000;

const walk = (...events: ConfirmEvent[]): ConfirmFlow => events.reduce(confirmFlow, idleFlow);
const askedForCode: ConfirmEvent[] = [
  { type: 'call' },
  { type: 'callFailed', error: confirmationRequired, text: 'x' },
];

describe('needsConfirmation', () => {
  it('is the 403 CONFIRMATION_REQUIRED answer only', () => {
    expect(needsConfirmation(confirmationRequired)).toBe(true);
    expect(needsConfirmation({ ...confirmationRequired, status: 400 })).toBe(false);
    expect(needsConfirmation({ status: 403, code: 'FORBIDDEN', message: '' })).toBe(false);
  });
});

describe('confirmFlow', () => {
  it('goes straight through when the session is fresh', () => {
    expect(walk({ type: 'call' })).toEqual({ step: 'calling' });
    expect(walk({ type: 'call' }, { type: 'called' })).toEqual(idleFlow);
  });

  it('asks for a code when the server wants one, and counts down to the next', () => {
    expect(walk(...askedForCode)).toMatchObject({ step: 'code', busy: 'sending', codeSent: false });
    expect(walk(...askedForCode, { type: 'sent', resendAt: NOW + 60_000 })).toEqual({
      step: 'code',
      busy: null,
      resendAt: NOW + 60_000,
      codeSent: true,
      error: null,
    });
  });

  it('leaves a failure of the call itself to the screen that made it', () => {
    const failure: ApiError = { status: 409, code: 'PHONE_TAKEN', message: 'Номер занят' };
    expect(walk({ type: 'call' }, { type: 'callFailed', error: failure, text: 'Номер занят' })).toEqual({
      step: 'idle',
      error: 'Номер занят',
    });
  });

  it('keeps the code step on a wrong code, with the reason, and lets a new code wait for Retry-After', () => {
    const sent = walk(...askedForCode, { type: 'sent', resendAt: NOW + 60_000 }, { type: 'check' });
    expect(sent).toMatchObject({ busy: 'checking' });
    const wrong = confirmFlow(sent, {
      type: 'checkFailed',
      error: wrongCode,
      text: 'Неверный код',
      now: NOW,
    });
    expect(wrong).toMatchObject({ step: 'code', busy: null, error: 'Неверный код', resendAt: NOW + 60_000 });
    const locked = confirmFlow(sent, {
      type: 'checkFailed',
      error: { status: 429, code: 'SIGN_IN_LOCKED', message: '', retryAfter: 300 },
      text: 'Заблокировано',
      now: NOW,
    });
    expect(locked).toMatchObject({ resendAt: NOW + 300_000, error: 'Заблокировано' });
  });

  it('treats a throttled send as a code on its way, and any other failed send as none', () => {
    const throttled = walk(...askedForCode, {
      type: 'sendFailed',
      error: { status: 429, code: 'RESEND_THROTTLED', message: '', retryAfter: 42 },
      text: 'Код уже отправлен',
      now: NOW,
    });
    expect(throttled).toMatchObject({ codeSent: true, resendAt: NOW + 42_000, error: 'Код уже отправлен' });
    const offline = walk(...askedForCode, {
      type: 'sendFailed',
      error: { status: 0, message: '' },
      text: 'Нет связи',
      now: NOW,
    });
    // Nothing was sent: "send again" is offered at once.
    expect(offline).toMatchObject({ codeSent: false, resendAt: NOW, error: 'Нет связи' });
  });

  it('makes the call again once the phone is confirmed, and ends when it goes through', () => {
    const confirmed = walk(
      ...askedForCode,
      { type: 'sent', resendAt: NOW },
      { type: 'check' },
      { type: 'confirmed' },
    );
    expect(confirmed).toMatchObject({ step: 'code', busy: 'retrying' });
    expect(confirmFlow(confirmed, { type: 'call' })).toMatchObject({ step: 'code', busy: 'retrying' });
    expect(confirmFlow(confirmed, { type: 'called' })).toEqual(idleFlow);
  });

  it('can be cancelled until the call goes again, not after', () => {
    const waiting = walk(...askedForCode, { type: 'sent', resendAt: NOW });
    expect(confirmFlow(waiting, { type: 'cancel' })).toEqual(idleFlow);
    expect(confirmFlow(confirmFlow(waiting, { type: 'check' }), { type: 'cancel' })).toEqual(idleFlow);
    const retrying = confirmFlow(waiting, { type: 'confirmed' });
    expect(confirmFlow(retrying, { type: 'cancel' })).toBe(retrying);
  });
});
