/**
 * The Bot API client against the local fake: each documented answer becomes what the sender needs to
 * know, and nothing leaves this machine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopback, loopbackOnlyFetch } from '../../../tests/support/server/telegram/test-loopback.ts';
import { botApi, failureOutcome, retryAfterOf } from './bot-api.ts';
import { startFakeTelegram, type FakeTelegram } from '../dev/fake-gateways/fake-telegram.ts';

const TOKEN = '700001:AAbbCCddEEffGGhhIIjjKKllMMnn';
const WRONG = '700001:ZZyyXXwwVVuuTTssRRqqPPoo';
let telegram: FakeTelegram;
const guarded = loopbackOnlyFetch();
let api: ReturnType<typeof botApi>;

beforeAll(async () => {
  telegram = await startFakeTelegram({ tokens: [TOKEN] });
  api = botApi({ baseUrl: telegram.url, fetch: guarded });
});
afterAll(async () => {
  await telegram.stop();
});

describe('sendMessage against the fake Bot API', () => {
  it('sends, and keeps the message id', async () => {
    const outcome = await api.sendMessage(TOKEN, '555000001', 'Заказ №1: подтверждён');
    expect(outcome).toEqual({ kind: 'sent', messageId: expect.any(Number) });
    expect(telegram.messages.at(-1)).toMatchObject({
      botId: 700001,
      chatId: '555000001',
      text: 'Заказ №1: подтверждён',
    });
  });

  it('sorts the documented errors, never repeating the token', async () => {
    telegram.block(555000002);
    telegram.block(555000003, 'Forbidden: user is deactivated');
    telegram.forgetChat(555000004);
    const outcomes = [
      await api.sendMessage(WRONG, '555000001', 'x'),
      await api.sendMessage('not-a-token', '555000001', 'x'),
      await api.sendMessage(TOKEN, '555000002', 'x'),
      await api.sendMessage(TOKEN, '555000003', 'x'),
      await api.sendMessage(TOKEN, '555000004', 'x'),
      await api.sendMessage(TOKEN, '555000001', ' '),
    ];
    telegram.rateLimit(7);
    outcomes.push(await api.sendMessage(TOKEN, '555000001', 'x'));
    telegram.failNext(502);
    outcomes.push(await api.sendMessage(TOKEN, '555000001', 'x'));
    expect(outcomes).toEqual([
      { kind: 'refused', status: 401, description: 'Unauthorized' },
      { kind: 'refused', status: 404, description: 'Not Found' },
      { kind: 'chat-refused', status: 403, description: 'Forbidden: bot was blocked by the user' },
      { kind: 'chat-refused', status: 403, description: 'Forbidden: user is deactivated' },
      { kind: 'chat-refused', status: 400, description: 'Bad Request: chat not found' },
      { kind: 'refused', status: 400, description: 'Bad Request: message text is empty' },
      { kind: 'rate-limited', retryAfterSeconds: 7, description: 'Too Many Requests: retry after 7' },
      { kind: 'unavailable', description: '502 Bad Gateway' },
    ]);
    expect(JSON.stringify(outcomes)).not.toContain(TOKEN);
  });

  it('counts no answer as unavailable, without the token in what it says', async () => {
    const closed = await startFakeTelegram();
    await closed.stop();
    const outcome = await botApi({ baseUrl: closed.url, fetch: guarded }).sendMessage(TOKEN, '1', 'x');
    expect(outcome.kind).toBe('unavailable');
    expect(JSON.stringify(outcome)).not.toContain(TOKEN);
  });

  it('reads the wait of a 429 where Telegram or a proxy puts it', () => {
    expect(retryAfterOf({ description: 'x', parameters: { retry_after: 35 } }, '9')).toBe(35);
    expect(retryAfterOf({ description: 'Too Many Requests: retry after 12' }, null)).toBe(12);
    expect(retryAfterOf({ description: '' }, '9')).toBe(9);
    expect(retryAfterOf({ description: '' }, null)).toBeUndefined();
    // No wait given: one second, then the sender's own backoff if it repeats.
    expect(failureOutcome(429, 'Too Many Requests')).toMatchObject({ retryAfterSeconds: 1 });
    expect(failureOutcome(503, 'Service Unavailable')).toEqual({
      kind: 'unavailable',
      description: '503 Service Unavailable',
    });
  });

  it('getMe names the bot of the token', async () => {
    const reply = await guarded(`${telegram.url}/bot${TOKEN}/getMe`);
    expect(await reply.json()).toMatchObject({ ok: true, result: { id: 700001, is_bot: true } });
    expect((await guarded(`${telegram.url}/bot${WRONG}/getMe`)).status).toBe(401);
  });

  it('every request stayed on this machine', () => {
    expect(guarded.urls.length).toBeGreaterThan(5);
    for (const url of guarded.urls) expect(isLoopback(url.hostname), url.host).toBe(true);
    expect(telegram.requests.length).toBeGreaterThan(5);
    for (const request of telegram.requests) expect(isLoopback(request.peer), request.peer).toBe(true);
    expect(isLoopback('api.telegram.org')).toBe(false);
    expect(isLoopback('10.0.0.1')).toBe(false);
  });
});
