/**
 * The outbox and its sender on the run's engine (SQLite in memory, or PostgreSQL): a message is a row
 * before the gateway hears of it, failures back off and are given up, a permanent failure fails at
 * once, a restart resumes what was left, and two senders never send one row twice.
 */
import { setImmediate as tick } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { capturingLogger, testClock } from '../../../tests/support/server/http/test-client.ts';
import { openDatabase } from '../database.ts';
import type { StorefrontDb } from '../storage/db.ts';
import { testDatabase, testEngine } from '../../../tests/support/server/storage/test-database.ts';
import { SmsOutboxStore, type NewSms } from './sms-outbox-store.ts';
import { DEFAULT_RETRY_POLICY, SmsSender, backoffMs, type RetryPolicy } from './sms-sender.ts';
import { SmsPermanentError, SmsTransientError, type OutgoingSms, type SmsGateway } from './sms-gateway.ts';

type Step = 'ok' | Error;

/** A gateway that answers from a script (then 'ok'), and remembers what it was given. */
class ScriptedGateway implements SmsGateway {
  readonly name = 'ESKIZ' as const;
  readonly sent: OutgoingSms[] = [];
  readonly calls: OutgoingSms[] = [];
  readonly script: Step[] = [];
  onSend: ((sms: OutgoingSms) => Promise<void>) | undefined;

  async send(sms: OutgoingSms) {
    this.calls.push(sms);
    await this.onSend?.(sms);
    const step = this.script.shift() ?? 'ok';
    if (step !== 'ok') throw step;
    this.sent.push(sms);
    return { providerId: `p-${sms.outboxId}` };
  }
}

const opened: StorefrontDb[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.close();
});

async function setUp(options: { policy?: Partial<RetryPolicy>; database?: string } = {}) {
  const database = options.database ?? (await testDatabase());
  const db = await openDatabase(database);
  opened.push(db);
  const clock = testClock();
  const log = capturingLogger();
  const gateway = new ScriptedGateway();
  const store = new SmsOutboxStore(db.kysely);
  const sender = new SmsSender({
    store,
    gatewayFor: () => gateway,
    now: clock.now,
    log,
    policy: options.policy,
    random: () => 1,
  });
  return { db, database, clock, log, gateway, store, sender };
}

const code = (clock: { now: () => number }, overrides: Partial<NewSms> = {}): NewSms => ({
  merchantId: 7,
  phone: '+998901234567',
  kind: 'code',
  text: 'Код 123456',
  gateway: 'ESKIZ',
  deadlineAt: clock.now() + 5 * 60_000,
  ...overrides,
});

describe('the SMS outbox', () => {
  it('writes the message before the gateway hears of it, and blanks a sent code', async () => {
    const { clock, gateway, store, sender } = await setUp();
    const seen: (string | undefined)[] = [];
    gateway.onSend = async (sms) => {
      const row = await store.byId(sms.outboxId);
      seen.push(`${row?.status}:${row?.text}`);
    };
    const id = await store.enqueue(code(clock), clock.now());
    expect(id).toBeDefined();
    expect(await sender.attempt(id ?? 0)).toEqual({ state: 'sent' });
    expect(seen).toEqual(['sending:Код 123456']);
    expect(await store.byId(id ?? 0)).toMatchObject({
      status: 'sent',
      attempts: 1,
      provider_message_id: `p-${id}`,
      text: null,
    });
  });

  it('backs off exponentially with jitter, honours Retry-After, and sends once the gateway is back', async () => {
    const { clock, gateway, store, sender, log } = await setUp();
    gateway.script.push(
      new SmsTransientError('Eskiz failed (503)'),
      new SmsTransientError('Eskiz failed (503)'),
    );
    gateway.script.push(new SmsTransientError('Eskiz asks to slow down', 60_000));
    const id = (await store.enqueue(code(clock), clock.now())) ?? 0;
    expect(await sender.attempt(id)).toMatchObject({ state: 'retrying' });
    const first = await store.byId(id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, last_error: 'Eskiz failed (503)' });
    expect(Number(first?.next_attempt_at) - clock.now()).toBe(2_000);
    // Not due yet: nothing is sent however often the sender looks.
    await sender.drain();
    expect(gateway.calls).toHaveLength(1);
    clock.advance(2);
    await sender.drain();
    expect(Number((await store.byId(id))?.next_attempt_at) - clock.now()).toBe(4_000);
    clock.advance(4);
    await sender.drain();
    // The provider's Retry-After wins over the shorter backoff.
    expect(Number((await store.byId(id))?.next_attempt_at) - clock.now()).toBe(60_000);
    clock.advance(60);
    await sender.drain();
    expect(gateway.sent.map((sms) => sms.outboxId)).toEqual([id]);
    expect(await store.byId(id)).toMatchObject({ status: 'sent', attempts: 4 });
    // The log names the row and a masked phone, never the text or the whole number.
    expect(log.lines.join('\n')).not.toMatch(/123456|901234567/);
    expect(log.lines.some((line) => line.includes('+99890*****67'))).toBe(true);
  });

  it('on its own, the sender wakes for a new message and for the retry it scheduled', async () => {
    const { gateway, store, log } = await setUp();
    const sender = new SmsSender({
      store,
      gatewayFor: () => gateway,
      now: Date.now,
      log,
      policy: { baseDelayMs: 20 },
    });
    sender.start();
    try {
      gateway.script.push(new SmsTransientError('down'));
      const id = (await store.enqueue(code({ now: Date.now }), Date.now())) ?? 0;
      sender.wake();
      await vi.waitFor(async () =>
        expect(await store.byId(id)).toMatchObject({ status: 'sent', attempts: 2 }),
      );
      expect(gateway.calls).toHaveLength(2);
    } finally {
      await sender.stop();
    }
  });

  it('jitter takes at most half of the wait off, and the wait is capped', () => {
    const policy = DEFAULT_RETRY_POLICY;
    expect(backoffMs(1, policy, () => 0)).toBe(1_000);
    expect(backoffMs(1, policy, () => 0.999_999)).toBe(2_000);
    expect(backoffMs(3, policy, () => 1)).toBe(8_000);
    expect(backoffMs(30, policy, () => 1)).toBe(policy.maxDelayMs);
  });

  it('gives up after the last attempt, and a code once the next try would be past its expiry', async () => {
    const { clock, gateway, store, sender } = await setUp({ policy: { maxAttempts: 3 } });
    for (let i = 0; i < 10; i += 1) gateway.script.push(new SmsTransientError('Eskiz cannot be reached'));
    const receipt =
      (await store.enqueue(
        code(clock, { kind: 'receipt', deadlineAt: clock.now() + 86_400_000 }),
        clock.now(),
      )) ?? 0;
    for (let i = 0; i < 5; i += 1) {
      await sender.drain();
      clock.advance(600);
    }
    expect(await store.byId(receipt)).toMatchObject({ status: 'failed', attempts: 3 });
    expect((await store.byId(receipt))?.last_error).toMatch(/gave up after 3 attempts/);
    // A receipt keeps its text (it is no secret); a code's goes with it.
    expect((await store.byId(receipt))?.text).toBe('Код 123456');

    const shortLived =
      (await store.enqueue(code(clock, { deadlineAt: clock.now() + 1_000 }), clock.now())) ?? 0;
    expect(await sender.attempt(shortLived)).toMatchObject({ state: 'failed', reason: 'gave-up' });
    expect(await store.byId(shortLived)).toMatchObject({ status: 'failed', attempts: 1, text: null });
    expect((await store.byId(shortLived))?.last_error).toMatch(/code expires/);
  });

  it('a permanent failure fails the row at once and tells the operator', async () => {
    const { clock, gateway, store, sender, log } = await setUp();
    gateway.script.push(
      new SmsPermanentError('credentials', 'Eskiz refused the login and password of a@b.uz (401)'),
    );
    const id = (await store.enqueue(code(clock), clock.now())) ?? 0;
    expect(await sender.attempt(id)).toMatchObject({ state: 'failed', reason: 'credentials' });
    clock.advance(3600);
    await sender.drain();
    expect(gateway.calls).toHaveLength(1);
    expect(log.lines).toContain('[sms] merchant 7: Eskiz refused the login and password of a@b.uz (401)');
  });

  it("a newer code gives up the phone's older codes still waiting", async () => {
    const { clock, gateway, store, sender } = await setUp();
    gateway.script.push(new SmsTransientError('down'));
    const older = (await store.enqueue(code(clock), clock.now())) ?? 0;
    await sender.attempt(older);
    const newer =
      (await store.enqueue(code(clock, { text: 'Код 654321' }), clock.now(), { supersede: true })) ?? 0;
    expect(await store.byId(older)).toMatchObject({ status: 'failed', text: null });
    clock.advance(60);
    await sender.drain();
    expect(gateway.sent.map((sms) => sms.outboxId)).toEqual([newer]);
  });

  it('a code being sent when a newer one is made is not tried again if that send fails', async () => {
    const { clock, gateway, store, sender } = await setUp();
    let newer = 0;
    gateway.onSend = async (sms) => {
      if (newer !== 0) return;
      newer =
        (await store.enqueue(code(clock, { text: 'Код 654321' }), clock.now(), { supersede: true })) ?? 0;
      expect(sms.text).toBe('Код 123456');
    };
    gateway.script.push(new SmsTransientError('down'));
    const older = (await store.enqueue(code(clock), clock.now())) ?? 0;
    expect(await sender.attempt(older)).toMatchObject({ state: 'failed', reason: 'gave-up' });
    expect(await store.byId(older)).toMatchObject({ status: 'failed', text: null });
    clock.advance(60);
    await sender.drain();
    expect(gateway.sent.map((sms) => sms.text)).toEqual(['Код 654321']);
  });

  it('one receipt per idempotency key, however often it is written', async () => {
    const { clock, store } = await setUp();
    const receipt = code(clock, { kind: 'receipt', idempotencyKey: 'receipt:7:12' });
    const first = await store.enqueue(receipt, clock.now());
    expect(first).toBeDefined();
    expect(await store.enqueue(receipt, clock.now())).toBeUndefined();
    expect(await store.list(7)).toHaveLength(1);
  });

  it('a restart resumes pending rows, and a row left sending once its lease has run out', async () => {
    const first = await setUp();
    const { clock, store } = first;
    first.gateway.script.push(new SmsTransientError('down'));
    const pending = (await store.enqueue(code(first.clock), clock.now())) ?? 0;
    await first.sender.attempt(pending);
    // An instance that claimed a row and died before it could say how it went.
    const stranded = (await store.enqueue(code(first.clock, { phone: '+998911112233' }), clock.now())) ?? 0;
    expect(await store.claim(stranded, clock.now(), DEFAULT_RETRY_POLICY.leaseMs)).toBeDefined();
    await first.sender.stop();

    // Another instance on the same database (PostgreSQL: its own connection), started afresh.
    const second = testEngine === 'postgres' ? await setUp({ database: first.database }) : { ...first };
    const gateway = new ScriptedGateway();
    const sender = new SmsSender({
      store: second.store,
      gatewayFor: () => gateway,
      now: clock.now,
      log: capturingLogger(),
      random: () => 1,
    });
    await sender.drain();
    expect(gateway.sent).toEqual([]);
    clock.advance(DEFAULT_RETRY_POLICY.leaseMs / 1000);
    await sender.drain();
    expect(gateway.sent.map((sms) => sms.outboxId).sort()).toEqual([pending, stranded].sort());
    expect(await store.byId(stranded)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('two senders draining at once never send one row twice', async () => {
    const a = await setUp();
    const b =
      testEngine === 'postgres'
        ? await setUp({ database: a.database })
        : { ...a, gateway: new ScriptedGateway() };
    const senderB = new SmsSender({
      store: b.store,
      gatewayFor: () => b.gateway,
      now: a.clock.now,
      log: b.log,
    });
    // Each send yields, so the two senders interleave their claims.
    for (const gateway of [a.gateway, b.gateway]) gateway.onSend = () => tick().then(() => undefined);
    const ids: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      ids.push(
        (await a.store.enqueue(
          code(a.clock, { phone: `+9989000000${String(i).padStart(2, '0')}` }),
          a.clock.now(),
        )) ?? 0,
      );
    }
    await Promise.all([a.sender.drain(), senderB.drain(), a.sender.drain(), senderB.drain()]);
    const sent = [...a.gateway.sent, ...b.gateway.sent].map((sms) => sms.outboxId).sort((x, y) => x - y);
    expect(sent).toEqual(ids);
    expect(a.gateway.sent.length + b.gateway.sent.length).toBe(30);
  });
});
