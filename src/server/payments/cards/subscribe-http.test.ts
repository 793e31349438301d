import { describe, expect, it } from 'vitest';
import { PaymeCredentials } from '../../../contract/payment-providers.ts';
import { SubscribeError, SubscribeTransportError, type SubscribeApi } from './subscribe-api.ts';
import { httpSubscribeApi } from './subscribe-http.ts';
import { SANDBOX_SMS_CODE, SubscribeSandbox } from '../../dev/payment-sandbox/subscribe-sandbox.ts';

const credentials = PaymeCredentials.parse({
  merchantId: '5e730e8e0b852a417aa49ceb',
  key: 'the-key',
  subscribeApiUrl: 'https://checkout.test.paycom.uz/api',
});

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: { id: number; method: string; params: Record<string, unknown> };
}

/**
 * Payme as the HTTP client meets it: one POST per call, JSON-RPC in and out, with the X-Auth Payme
 * documents (the register id for cards.*, "<id>:<key>" for receipts.*), played by the sandbox.
 */
function paymeOverHttp(sandbox: SubscribeSandbox) {
  const sent: Sent[] = [];
  const api = sandbox.api(credentials);
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = JSON.parse(String(init?.body)) as Sent['body'];
    sent.push({ url: String(input), headers, body });
    const receipts = body.method.startsWith('receipts.');
    const auth = receipts ? `${credentials.merchantId}:${credentials.key}` : credentials.merchantId;
    const answer = (payload: object) =>
      new Response(JSON.stringify({ jsonrpc: '2.0', id: body.id, ...payload }), {
        headers: { 'content-type': 'application/json' },
      });
    if (headers['x-auth'] !== auth)
      return answer({ error: { code: -32504, message: 'Недостаточно привилегий' } });
    // The params of whichever method this is (each method reads its own).
    const p = body.params as {
      card: { number: string; expire: string };
      token: string;
      code: string;
      id: string;
    };
    const methods: Record<string, () => Promise<unknown>> = {
      'cards.create': async () => ({ card: await api.cardsCreate(p.card) }),
      'cards.get_verify_code': () => api.cardsGetVerifyCode(p.token),
      'cards.verify': async () => ({ card: await api.cardsVerify(p.token, p.code) }),
      'cards.check': async () => ({ card: await api.cardsCheck(p.token) }),
      'cards.remove': async () => (await api.cardsRemove(p.token), { success: true }),
      'receipts.create': async () => ({ receipt: await api.receiptsCreate(body.params as never) }),
      'receipts.pay': async () => ({ receipt: await api.receiptsPay(p.id, p.token) }),
      'receipts.check': async () => ({ state: await api.receiptsCheck(p.id) }),
    };
    try {
      return answer({ result: await methods[body.method]!() });
    } catch (error) {
      if (error instanceof SubscribeError)
        return answer({ error: { code: error.code, message: error.providerMessage } });
      throw error;
    }
  };
  return { fetch, sent };
}

const detail = {
  receipt_type: 0 as const,
  items: [
    {
      title: 'Бургер',
      price: 5_000_000,
      count: 1,
      code: '10899001001000000',
      package_code: '1514296',
      vat_percent: 12,
    },
  ],
};

describe('the Subscribe API over HTTP', () => {
  it('speaks JSON-RPC to the register’s URL with the X-Auth of each method, from a card to a paid receipt', async () => {
    const payme = paymeOverHttp(new SubscribeSandbox(() => Date.now()));
    const api: SubscribeApi = httpSubscribeApi(credentials, { fetch: payme.fetch });
    const card = await api.cardsCreate({ number: '8600069195406311', expire: '0399' });
    expect(card).toMatchObject({
      number: '860006******6311',
      expire: '03/99',
      verify: false,
      recurrent: true,
    });
    expect(await api.cardsGetVerifyCode(card.token)).toMatchObject({ sent: true, wait: 60_000 });
    expect(await api.cardsVerify(card.token, SANDBOX_SMS_CODE)).toMatchObject({ verify: true });
    expect(await api.cardsCheck(card.token)).toMatchObject({ verify: true });
    const receipt = await api.receiptsCreate({ amount: 5_000_000, account: { order_id: '1' }, detail });
    expect(receipt.state).toBe(0);
    expect(await api.receiptsPay(receipt._id, card.token)).toMatchObject({ _id: receipt._id, state: 4 });
    expect(await api.receiptsCheck(receipt._id)).toBe(4);
    await api.cardsRemove(card.token);

    expect(payme.sent.map((s) => s.body.method)).toEqual([
      'cards.create',
      'cards.get_verify_code',
      'cards.verify',
      'cards.check',
      'receipts.create',
      'receipts.pay',
      'receipts.check',
      'cards.remove',
    ]);
    for (const { url, headers, body } of payme.sent) {
      expect(url).toBe('https://checkout.test.paycom.uz/api');
      expect(headers['content-type']).toBe('application/json');
      expect(headers['x-auth']).toBe(
        body.method.startsWith('receipts.')
          ? `${credentials.merchantId}:${credentials.key}`
          : credentials.merchantId,
      );
    }
    expect(payme.sent[0]!.body.params).toEqual({
      card: { number: '8600069195406311', expire: '0399' },
      save: true,
    });
    expect(new Set(payme.sent.map((s) => s.body.id)).size).toBe(payme.sent.length);
  });

  it('turns Payme’s errors into SubscribeError with Payme’s code, and never puts the request in an error', async () => {
    const payme = paymeOverHttp(new SubscribeSandbox(() => Date.now()));
    const api = httpSubscribeApi(credentials, { fetch: payme.fetch });
    const refused = await api
      .cardsCreate({ number: '9860123456789015', expire: '0399' })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SubscribeError);
    expect(refused).toMatchObject({ code: -31300 });
    expect(String((refused as Error).message)).not.toContain('9860123456789015');
    const card = await api.cardsCreate({ number: '8600069195406311', expire: '0399' });
    await api.cardsGetVerifyCode(card.token);
    await expect(api.cardsVerify(card.token, '000000')).rejects.toMatchObject({ code: -31103 });
  });

  it('reports a time-out, a refused connection or an answer off the protocol as a transport error', async () => {
    const hanging = httpSubscribeApi(credentials, {
      timeoutMs: 20,
      fetch: (_input, init) =>
        new Promise((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
        ),
    });
    await expect(hanging.cardsCheck('t')).rejects.toThrow(/timed out/);
    const down = httpSubscribeApi(credentials, {
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(down.cardsCheck('t')).rejects.toBeInstanceOf(SubscribeTransportError);
    const html = httpSubscribeApi(credentials, {
      fetch: async () => new Response('<html>502 Bad Gateway</html>', { status: 502 }),
    });
    await expect(html.cardsCheck('t')).rejects.toThrow(/not a JSON-RPC answer/);
    const odd = httpSubscribeApi(credentials, {
      fetch: async () => new Response(JSON.stringify({ result: { card: { number: 1 } } })),
    });
    await expect(odd.cardsCheck('t')).rejects.toThrow(/not as documented/);
  });
});
