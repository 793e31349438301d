/**
 * TEST ONLY: merchants that send SMS through the fake gateways (dev/fake-gateways), and the steps of
 * a sign-in whose code is read where a customer's phone would read it: in the fake's inbox.
 */
import { expect } from 'vitest';
import type { DemoGateways } from '../../../../src/server/dev/fake-gateways/start-demo-gateways.ts';
import type { ReceivedSms } from '../../../../src/server/dev/fake-gateways/fake-page.ts';
import type { apiCaller } from '../http/test-client.ts';
import { orderSettingsWeb, writeOrderTenant } from '../orders/test-orders.ts';
import { clickCredentials } from '../payments/test-payments.ts';
import { tenantFiles } from '../tenants/test-tenant.ts';

export const ESKIZ_MERCHANT = 7;
export const PLAY_MERCHANT = 8;
/** Eskiz with a password Eskiz does not take. */
export const WRONG_PASSWORD_MERCHANT = 9;
/** No gateway, no credentials. */
export const BARE_MERCHANT = 10;

export const eskizAccount = { email: 'burger@shop.example', password: 'eskiz-pass-7' };
export const playAccount = { login: 'cafe-login', password: 'play-pass-8' };
export const WRONG_PASSWORD = 'not-the-eskiz-pass';

/** The fakes' accounts and sender names for these merchants. */
export const fakeAccounts = {
  eskiz: { accounts: { [eskizAccount.email]: eskizAccount.password }, nicknames: ['4546', 'BURGERLAB'] },
  playMobile: { accounts: { [playAccount.login]: playAccount.password } },
};

function merchantJson(id: number, sub: string, sms: Record<string, unknown>): Record<string, unknown> {
  const base = tenantFiles(id, sub)['merchant.json'] as Record<string, unknown>;
  const plain = Object.fromEntries(Object.entries(base).filter(([key]) => !key.startsWith('sms')));
  return { ...plain, ...sms };
}

/** Four merchants under root: Eskiz, Play Mobile, Eskiz with a wrong password, and one with nothing. */
export function writeSmsTenants(root: string): string[] {
  const smsTemplate = (name: string) => ({ ...orderSettingsWeb, smsContent: `${name}: код {code}` });
  return [
    writeOrderTenant(root, ESKIZ_MERCHANT, 'burger', {
      'merchant.json': merchantJson(ESKIZ_MERCHANT, 'burger', {
        smsGateway: 'ESKIZ',
        smsUsername: eskizAccount.email,
        smsPassword: eskizAccount.password,
        smsSender: 'BURGERLAB',
      }),
      'settings-web.json': { ...smsTemplate('Burger Lab'), clickActive: true },
      // Paid online through Click: the receipts' tests pay its orders with Click's callbacks.
      'payment-providers.json': { click: clickCredentials },
    }),
    writeOrderTenant(root, PLAY_MERCHANT, 'cafe', {
      'merchant.json': merchantJson(PLAY_MERCHANT, 'cafe', {
        smsGateway: 'PLAY_MOBILE',
        smsUsername: playAccount.login,
        smsPassword: playAccount.password,
        smsSender: 'CAFE',
      }),
    }),
    writeOrderTenant(root, WRONG_PASSWORD_MERCHANT, 'wrong', {
      'merchant.json': merchantJson(WRONG_PASSWORD_MERCHANT, 'wrong', {
        smsGateway: 'ESKIZ',
        smsUsername: eskizAccount.email,
        smsPassword: WRONG_PASSWORD,
      }),
    }),
    writeOrderTenant(root, BARE_MERCHANT, 'bare', {
      'merchant.json': merchantJson(BARE_MERCHANT, 'bare', {}),
    }),
  ];
}

let phones = 0;
/** A phone no other test of the run uses. */
export const newPhone = () => `+99893${String(2_000_000 + ++phones * 7 + (process.pid % 7))}`;

/** What the fakes received for a phone, Eskiz's and Play Mobile's together. */
export function receivedBy(fakes: DemoGateways, phone: string): ReceivedSms[] {
  const digits = phone.replace(/\D/g, '');
  return [...fakes.eskiz.messages, ...fakes.playMobile.messages].filter((sms) => sms.phone === digits);
}

/** The code of the newest SMS the phone received. */
export function codeIn(fakes: DemoGateways, phone: string): string {
  const text = receivedBy(fakes, phone).at(-1)?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code reached ${phone}`);
  return code;
}

/** Signs in with a code; answers the token. */
export async function signInWith(
  api: ReturnType<typeof apiCaller>,
  phone: string,
  code: string,
): Promise<string> {
  const login = await api('/users/v1/auth/login', { body: { phone, code } });
  expect(login.status, JSON.stringify(login.json)).toBe(200);
  return (login.json as { token: string }).token;
}
