/**
 * A stand-in for Play Mobile's broker API (send.smsxabar.uz/broker-api) on this machine, speaking
 * the call the adapter makes as the broker documents it (src/server/sms/README.md):
 *
 * - `POST /broker-api/send` with HTTP Basic authentication and `{ messages: [{ recipient,
 *   "message-id", sms: { originator, content: { text } } }] }` → 200 "Request is received".
 * - Credentials it does not know → 401. A body it cannot read → 400 `{ "error-code": 101,
 *   "error-description" }`; a missing or malformed recipient 202, message-id 205, originator 401,
 *   text 404 (the broker's error codes).
 *
 * Without `accounts` any non-empty login and password pass (the demo).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { registerFakePage, type ReceivedSms } from './fake-page.ts';
import { FakeControls, serveFake, type RunningFake } from './fake-server.ts';

export interface FakePlayMobileOptions {
  /** Accounts it knows, login → password; undefined takes any non-empty pair. */
  accounts?: Record<string, string>;
  now?: () => number;
  port?: number;
}

export interface FakePlayMobile extends RunningFake {
  /** `<origin>/broker-api`: what PLAY_MOBILE_API_URL should be. */
  apiUrl: string;
  controls: FakeControls;
  messages: ReceivedSms[];
}

const Message = z.object({
  recipient: z.unknown(),
  'message-id': z.unknown(),
  sms: z
    .object({
      originator: z.unknown(),
      content: z.object({ text: z.unknown() }).partial().optional(),
    })
    .partial()
    .optional(),
});
const Body = z.object({ messages: z.array(Message).min(1) });

const brokerError = (code: number, description: string) => ({
  'error-code': code,
  'error-description': description,
});

function credentialsOf(header: string | undefined): { login: string; password: string } | undefined {
  const encoded = /^Basic (.+)$/.exec(header ?? '')?.[1];
  if (!encoded) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { login: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export async function startFakePlayMobile(options: FakePlayMobileOptions = {}): Promise<FakePlayMobile> {
  const now = options.now ?? Date.now;
  const controls = new FakeControls(now);
  const messages: ReceivedSms[] = [];
  const app = new Hono();

  app.post('/broker-api/send', async (c) => {
    const failure = controls.takeFailure();
    if (failure) {
      const headers: Record<string, string> = failure.retryAfterSeconds
        ? { 'retry-after': String(failure.retryAfterSeconds) }
        : {};
      return c.text(
        failure.status === 429 ? 'Too many requests' : 'Internal error',
        failure.status as 500,
        headers,
      );
    }
    const account = credentialsOf(c.req.header('authorization'));
    const known =
      account &&
      (options.accounts
        ? options.accounts[account.login] === account.password
        : account.login !== '' && account.password !== '');
    if (!account || !known) return c.text('Unauthorized', 401);
    const parsed = Body.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json(brokerError(101, 'Syntax error'), 400);
    const accepted: ReceivedSms[] = [];
    for (const message of parsed.data.messages) {
      const recipient = message.recipient;
      if (typeof recipient !== 'string' || !/^998\d{9}$/.test(recipient)) {
        return c.json(brokerError(202, 'Recipient address is not given'), 400);
      }
      const id = message['message-id'];
      if (!nonEmpty(id)) return c.json(brokerError(205, 'Message id is not given'), 400);
      const originator = message.sms?.originator;
      if (!nonEmpty(originator)) return c.json(brokerError(401, 'Originator is not given'), 400);
      const text = message.sms?.content?.text;
      if (!nonEmpty(text)) return c.json(brokerError(404, 'Content is not given'), 400);
      accepted.push({
        id,
        phone: recipient,
        text,
        sender: originator,
        account: account.login,
        at: now(),
      });
    }
    messages.push(...accepted);
    return c.text('Request is received');
  });
  registerFakePage(app, 'Fake Play Mobile', controls, () => messages);

  const running = await serveFake(app, controls, options.port);
  return { ...running, apiUrl: `${running.origin}/broker-api`, controls, messages };
}
