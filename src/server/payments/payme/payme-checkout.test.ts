/** Payme's GET checkout address: written and read as Payme documents it. */
import { describe, expect, it } from 'vitest';
import { PaymeCredentials } from '../../../contract/payment-providers.ts';
import { checkoutBaseOf, paymeCheckoutUrl, readPaymeCheckout } from './payme-checkout.ts';

const payme = PaymeCredentials.parse({ merchantId: '587f72c72cac0d162c722ae2', key: 'k' });
const BASE = 'https://checkout.paycom.uz/';

describe('the Payme checkout address', () => {
  it("reads Payme's own example", () => {
    const example = `${BASE}bT01ODdmNzJjNzJjYWMwZDE2MmM3MjJhZTI7YWMub3JkZXJfaWQ9MTk3O2E9NTAw`;
    expect(readPaymeCheckout(example, BASE)).toEqual({
      ok: true,
      checkout: {
        merchantId: '587f72c72cac0d162c722ae2',
        account: { order_id: '197' },
        amount: 500,
        lang: 'ru',
        returnUrl: undefined,
      },
    });
  });

  it('writes m, ac.order_id, a, l and c after the checkout address, in base64', () => {
    const url = paymeCheckoutUrl(payme, {
      orderId: 197,
      amount: 500,
      lang: 'en',
      returnUrl: 'https://shop.uz/o/197',
    });
    expect(url).toBe(
      `${BASE}${Buffer.from('m=587f72c72cac0d162c722ae2;ac.order_id=197;a=500;l=en;c=https://shop.uz/o/197').toString('base64')}`,
    );
  });

  it('round-trips a base64 holding "/" and a return address holding ";"', () => {
    const returnUrl = 'https://shop.uz/o/1???;x';
    const url = paymeCheckoutUrl(payme, { orderId: 1, amount: 100, lang: 'uz', returnUrl });
    expect(url.slice(BASE.length)).toContain('/');
    expect(readPaymeCheckout(url, BASE)).toMatchObject({
      ok: true,
      checkout: {
        account: { order_id: '1' },
        amount: 100,
        lang: 'uz',
        returnUrl: 'https://shop.uz/o/1???%3Bx',
      },
    });
  });

  it("follows the merchant's checkout address (Payme's test environment)", () => {
    const test = PaymeCredentials.parse({ ...payme, checkoutUrl: 'https://checkout.test.paycom.uz' });
    expect(checkoutBaseOf(test)).toBe('https://checkout.test.paycom.uz/');
    const url = paymeCheckoutUrl(test, { orderId: 5, amount: 1, lang: 'ru', returnUrl: 'https://a.uz/' });
    expect(url.startsWith('https://checkout.test.paycom.uz/')).toBe(true);
    expect(readPaymeCheckout(url, BASE)).toMatchObject({ ok: false });
  });

  it('refuses what is not base64 params with a merchant and an amount', () => {
    for (const encoded of [
      '',
      '!!!',
      Buffer.from('ac.order_id=1;a=100').toString('base64'),
      Buffer.from('m=x;a=0').toString('base64'),
    ]) {
      expect(readPaymeCheckout(`${BASE}${encoded}`, BASE).ok).toBe(false);
    }
  });
});
