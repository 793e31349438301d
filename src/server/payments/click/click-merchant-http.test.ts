import { describe, expect, it } from 'vitest';
import { ClickCredentials } from '../../../contract/payment-providers.ts';
import { clickCredentials } from '../../../../tests/support/server/payments/test-payments.ts';
import { ClickMerchantError, ClickTransportError, sha1Hex } from './click-merchant-api.ts';
import { httpClickMerchantApi } from './click-merchant-http.ts';

const credentials = ClickCredentials.parse({
  ...clickCredentials,
  merchantApiUrl: 'https://click.test/v2/merchant/',
});
const NOW = Date.parse('2026-03-01T09:00:00Z');
const invoice = { amount: 5_700_050, phone: '+998901234567', orderId: 42 };

/** A fetch that records the request and answers `answer` (or throws it). */
function fakeFetch(answer: unknown, status = 200) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    if (answer instanceof Error) throw answer;
    return new Response(typeof answer === 'string' ? answer : JSON.stringify(answer), { status });
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

describe("Click's Merchant API client: invoice/create", () => {
  it('POSTs the documented JSON with the Auth header merchant_user_id:sha1(timestamp + secret):timestamp', async () => {
    const fake = fakeFetch({ error_code: 0, error_note: 'Success', invoice_id: 1234567 });
    const api = httpClickMerchantApi(credentials, { fetch: fake.fetch, now: () => NOW });
    expect(await api.createInvoice(invoice)).toEqual({ invoiceId: '1234567' });

    const [call] = fake.calls;
    expect(call?.url).toBe('https://click.test/v2/merchant/invoice/create');
    expect(call?.init.method).toBe('POST');
    const headers = new Headers(call?.init.headers);
    const timestamp = String(NOW / 1000);
    expect(timestamp).toMatch(/^\d{10}$/);
    expect(headers.get('auth')).toBe(`40007:${sha1Hex(`${timestamp}test-click-secret`)}:${timestamp}`);
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(String(call?.init.body))).toEqual({
      service_id: 30007,
      amount: 57000.5,
      phone_number: '998901234567',
      merchant_trans_id: '42',
    });
  });

  it("the digest is SHA-1 hex, as Click's example shows", () => {
    // Click's documentation: Auth: 123:356a192b7913b04c54574d18c28d46e6395428ab:1519051543 is
    // sha1 of "1" (its example digest), which pins the encoding: lowercase hex of the UTF-8 text.
    expect(sha1Hex('1')).toBe('356a192b7913b04c54574d18c28d46e6395428ab');
  });

  it('a negative error_code is a ClickMerchantError with its code and note', async () => {
    const fake = fakeFetch({ error_code: -500, error_note: 'Invalid phone number' });
    const api = httpClickMerchantApi(credentials, { fetch: fake.fetch, now: () => NOW });
    const refused = api.createInvoice(invoice);
    await expect(refused).rejects.toBeInstanceOf(ClickMerchantError);
    await expect(refused).rejects.toMatchObject({ code: -500 });
  });

  it('no answer, a page that is not JSON, or success without an id: a ClickTransportError', async () => {
    for (const fake of [
      fakeFetch(new TypeError('fetch failed')),
      fakeFetch('<html>Bad gateway</html>', 502),
      fakeFetch({ error_code: 0, error_note: 'Success' }),
    ]) {
      const api = httpClickMerchantApi(credentials, { fetch: fake.fetch, now: () => NOW });
      await expect(api.createInvoice(invoice)).rejects.toBeInstanceOf(ClickTransportError);
    }
  });
});
