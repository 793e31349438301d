/**
 * A stand-in for Eskiz's API (notify.eskiz.uz/api) on this machine, speaking the calls the adapter
 * makes as Eskiz documents them (src/server/sms/README.md):
 *
 * - `POST /api/auth/login` (form or JSON: email, password) → `{ message: "token_generated",
 *   data: { token }, token_type: "bearer" }`; a pair it does not know → 401 `{ message }`.
 * - `PATCH /api/auth/refresh` (bearer) → a new token in the same shape; the old one stops working.
 *   A token past its expiry may still be refreshed (as a JWT refresh allows); an unknown one → 401.
 * - `GET /api/auth/user` (bearer) → `{ status: "success", data: { id, email, ... } }`.
 * - `POST /api/message/sms/send` (bearer; mobile_phone, message, from, callback_url) → `{ id,
 *   message: "Waiting for SMS provider", status: "waiting" }`, then, when a callback_url was given,
 *   a POST to it with the delivery status (`request_id`, `message_id`, `phone_number`, `status:
 *   "DELIVRD"`, `status_date`...). An expired or unknown token → 401 `{ status: "token-invalid",
 *   message }`; a number that is not 998 and 9 digits, a nickname not approved, an empty text → 400.
 *
 * Tokens are JWT-shaped with `exp` and live 30 days (Eskiz's documented lifetime) unless the test
 * says otherwise; expireTokens() plays a month going by. Without `accounts` any non-empty e-mail and
 * password sign in (the demo: every tenant's made-up credentials work).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { isLoopbackHost } from '../../sms/sms-http.ts';
import { registerFakePage, type ReceivedSms } from './fake-page.ts';
import { FakeControls, serveFake, type RunningFake } from './fake-server.ts';

export interface FakeEskizOptions {
  /** Accounts it knows, e-mail → password; undefined takes any non-empty pair. */
  accounts?: Record<string, string>;
  /** Nicknames `from` may be (default: Eskiz's test sender 4546). */
  nicknames?: readonly string[];
  /** Default 30 days. */
  tokenLifetimeMs?: number;
  /** The fake's clock (default Date.now): tests share theirs with the server's. */
  now?: () => number;
  /** 0 (default) picks a free port. */
  port?: number;
}

/** A delivery callback the fake made. */
export interface EskizCallback {
  url: string;
  body: Record<string, string>;
  /** The status our server answered, or 0 when it could not be reached. */
  answered: number;
}

export interface FakeEskiz extends RunningFake {
  /** `<origin>/api`: what ESKIZ_API_URL should be. */
  apiUrl: string;
  controls: FakeControls;
  messages: ReceivedSms[];
  callbacks: EskizCallback[];
  /** Sign-ins and renewals it answered with a token. */
  counts: { logins: number; refreshes: number; refusedLogins: number };
  /** Every token it gave is past its expiry now (a month went by). */
  expireTokens(): void;
  /** Every token it gave stops working, renewal included (the password was changed in the cabinet). */
  revokeTokens(): void;
  /** Waits for every delivery callback started so far. */
  settled(): Promise<void>;
}

interface Token {
  email: string;
  expiresAt: number;
  revoked: boolean;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** "2026-03-01 09:00:00", as Eskiz writes status_date. */
const statusDate = (time: number) => new Date(time).toISOString().slice(0, 19).replace('T', ' ');

/** Form fields or a JSON object, as strings. */
async function fieldsOf(c: Context): Promise<Record<string, string>> {
  const type = c.req.header('content-type') ?? '';
  const raw: Record<string, unknown> = type.includes('application/json')
    ? await c.req.json<Record<string, unknown>>().catch(() => ({}))
    : await c.req.parseBody().catch(() => ({}));
  return Object.fromEntries(
    Object.entries(raw).flatMap(([key, value]) =>
      typeof value === 'string' || typeof value === 'number' ? [[key, String(value)]] : [],
    ),
  );
}

export async function startFakeEskiz(options: FakeEskizOptions = {}): Promise<FakeEskiz> {
  const now = options.now ?? Date.now;
  const lifetime = options.tokenLifetimeMs ?? 30 * 24 * 3600 * 1000;
  const nicknames = new Set(options.nicknames ?? ['4546']);
  const controls = new FakeControls(now);
  const messages: ReceivedSms[] = [];
  const callbacks: EskizCallback[] = [];
  const pending = new Set<Promise<void>>();
  const tokens = new Map<string, Token>();
  const counts = { logins: 0, refreshes: 0, refusedLogins: 0 };

  const issue = (email: string): string => {
    const expiresAt = now() + lifetime;
    const token = [
      base64url({ typ: 'JWT', alg: 'HS256' }),
      base64url({ exp: Math.floor(expiresAt / 1000), iat: Math.floor(now() / 1000), sub: email }),
      randomBytes(24).toString('base64url'),
    ].join('.');
    tokens.set(token, { email, expiresAt, revoked: false });
    return token;
  };
  const tokenAnswer = (token: string) => ({
    message: 'token_generated',
    data: { token },
    token_type: 'bearer',
  });
  const bearerOf = (c: Context) => /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
  const invalidToken = (c: Context, message = 'Expired token') =>
    c.json({ status: 'token-invalid', message }, 401);
  const knows = (email: string, password: string) =>
    options.accounts ? options.accounts[email] === password : email !== '' && password !== '';

  const app = new Hono();
  app.post('/api/auth/login', async (c) => {
    const fields = await fieldsOf(c);
    if (!knows(fields.email ?? '', fields.password ?? '')) {
      counts.refusedLogins += 1;
      return c.json({ message: 'Неверный Email или пароль' }, 401);
    }
    counts.logins += 1;
    return c.json(tokenAnswer(issue(fields.email ?? '')));
  });
  app.patch('/api/auth/refresh', (c) => {
    const held = tokens.get(bearerOf(c) ?? '');
    if (!held || held.revoked) return invalidToken(c, 'Invalid token');
    held.revoked = true;
    counts.refreshes += 1;
    return c.json(tokenAnswer(issue(held.email)));
  });
  app.get('/api/auth/user', (c) => {
    const held = tokens.get(bearerOf(c) ?? '');
    if (!held || held.revoked || held.expiresAt <= now()) return invalidToken(c);
    return c.json({ status: 'success', data: { id: 1, email: held.email, status: 'active' }, id: null });
  });
  app.post('/api/message/sms/send', async (c) => {
    const failure = controls.takeFailure();
    if (failure) {
      const headers: Record<string, string> = failure.retryAfterSeconds
        ? { 'retry-after': String(failure.retryAfterSeconds) }
        : {};
      const message = failure.status === 429 ? 'Too Many Attempts.' : 'Server Error';
      return c.json({ message }, failure.status as 429 | 500, headers);
    }
    const held = tokens.get(bearerOf(c) ?? '');
    if (!held || held.revoked || held.expiresAt <= now()) return invalidToken(c);
    const fields = await fieldsOf(c);
    const phone = fields.mobile_phone ?? '';
    const from = fields.from ?? '';
    const text = fields.message ?? '';
    const callbackUrl = fields.callback_url;
    if (!/^998\d{9}$/.test(phone)) return c.json({ status: 'error', message: 'Invalid mobile_phone' }, 400);
    if (!nicknames.has(from))
      return c.json({ status: 'error', message: `Nickname ${from} is not approved` }, 400);
    if (text.trim() === '') return c.json({ status: 'error', message: 'Message is empty' }, 400);
    if (callbackUrl !== undefined && !isLoopbackCallback(callbackUrl)) {
      return c.json({ status: 'error', message: 'callback_url must be on this machine (fake)' }, 400);
    }
    const id = randomUUID();
    messages.push({ id, phone, text, sender: from, account: held.email, at: now() });
    if (callbackUrl) {
      const body = {
        request_id: id,
        message_id: String(messages.length),
        user_sms_id: '',
        country: 'UZ',
        phone_number: phone,
        sms_count: '1',
        status: 'DELIVRD',
        status_date: statusDate(now()),
      };
      const call = fetch(callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(
        (answer) => void callbacks.push({ url: callbackUrl, body, answered: answer.status }),
        () => void callbacks.push({ url: callbackUrl, body, answered: 0 }),
      );
      pending.add(call);
      void call.finally(() => pending.delete(call));
    }
    return c.json({ id, message: 'Waiting for SMS provider', status: 'waiting' });
  });
  registerFakePage(app, 'Fake Eskiz', controls, () => messages);

  const running = await serveFake(app, controls, options.port);
  return {
    ...running,
    apiUrl: `${running.origin}/api`,
    controls,
    messages,
    callbacks,
    counts,
    expireTokens: () => {
      for (const token of tokens.values()) token.expiresAt = Math.min(token.expiresAt, now() - 1);
    },
    revokeTokens: () => {
      for (const token of tokens.values()) token.revoked = true;
    },
    settled: async () => {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

/** The fake calls back only on this machine. */
function isLoopbackCallback(url: string): boolean {
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) && isLoopbackHost(parsed.hostname);
  } catch {
    return false;
  }
}
