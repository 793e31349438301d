/**
 * Eskiz's bearer token of one merchant account, kept in memory per instance (README.md, Eskiz):
 *
 * - signed in on first use (`POST auth/login`, the account's e-mail and password as a form);
 * - a token Eskiz refuses (401) is renewed once (`PATCH auth/refresh` with the stale token); when the
 *   renewal is refused too, the account signs in again;
 * - a token whose JWT `exp` has passed is renewed before use, so a quiet month costs no failed send;
 * - a refused e-mail and password is a permanent failure, remembered for CREDENTIALS_PAUSE_MS: every
 *   message meanwhile fails at once instead of hammering Eskiz with wrong passwords (which could lock
 *   the account). A restart with fixed credentials clears it.
 *
 * Concurrent sends share one sign-in or renewal in flight.
 */
import { z } from 'zod';
import { callGateway, jsonOf, type GatewayHttpOptions } from './sms-http.ts';
import { SmsPermanentError, SmsTransientError, providerWords } from './sms-gateway.ts';

/** Eskiz's documented token lifetime: 30 days (its API's "Авторизация" section). */
export const ESKIZ_TOKEN_LIFETIME_MS = 30 * 24 * 3600 * 1000;
/** How long refused credentials fail every message without asking Eskiz again. */
export const CREDENTIALS_PAUSE_MS = 5 * 60 * 1000;

/** `POST auth/login` and `PATCH auth/refresh` answer `{ message: "token_generated", data: { token }, token_type }`. */
const TokenAnswer = z.object({
  message: z.string().optional(),
  data: z.object({ token: z.string().min(10) }),
  token_type: z.string().optional(),
});

/** The part of a JWT's payload read here; Eskiz's tokens carry `exp` in seconds. */
const JwtPayload = z.object({ exp: z.number() });

/** When a JWT expires (epoch ms), or undefined when the token is not a readable JWT. */
export function jwtExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const parsed = JwtPayload.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** The merchant's Eskiz account. */
export interface EskizAccount {
  email: string;
  password: string;
}

interface Held {
  token: string;
  expiresAt: number;
}

/** One account's token on one Eskiz address. */
export class EskizSession {
  readonly #base: string;
  readonly #account: EskizAccount;
  readonly #http: GatewayHttpOptions;
  readonly #now: () => number;
  #held: Held | undefined;
  #inFlight: Promise<string> | undefined;
  #refusedUntil = 0;
  #refusal: SmsPermanentError | undefined;

  constructor(base: string, account: EskizAccount, http: GatewayHttpOptions, now: () => number) {
    this.#base = base;
    this.#account = account;
    this.#http = http;
    this.#now = now;
  }

  /** A token to send with: the one held, renewed when past its expiry, or a new sign-in. */
  async token(): Promise<string> {
    this.#throwIfRefused();
    const held = this.#held;
    if (held && held.expiresAt > this.#now()) return held.token;
    return this.#once(() => (held ? this.#renewOrSignIn(held.token) : this.#signIn()));
  }

  /**
   * Eskiz refused `stale` (401): renew it once, else sign in again. When another send already
   * replaced it, that token is answered without asking Eskiz.
   */
  async afterRefusal(stale: string): Promise<string> {
    this.#throwIfRefused();
    if (this.#held && this.#held.token !== stale) return this.#held.token;
    return this.#once(() => this.#renewOrSignIn(stale));
  }

  /** Forgets the token (Eskiz refused a renewed or fresh one too). */
  forget(): void {
    this.#held = undefined;
  }

  #once(work: () => Promise<string>): Promise<string> {
    this.#inFlight ??= work().finally(() => {
      this.#inFlight = undefined;
    });
    return this.#inFlight;
  }

  #throwIfRefused(): void {
    if (this.#refusal && this.#now() < this.#refusedUntil) throw this.#refusal;
  }

  #keep(token: string): string {
    this.#held = { token, expiresAt: jwtExpiry(token) ?? this.#now() + ESKIZ_TOKEN_LIFETIME_MS };
    return token;
  }

  async #renewOrSignIn(stale: string): Promise<string> {
    const answer = await callGateway(
      'ESKIZ',
      new URL(`${this.#base}/auth/refresh`),
      { method: 'PATCH', headers: { authorization: `Bearer ${stale}`, accept: 'application/json' } },
      this.#http,
    );
    const parsed = answer.status === 200 ? TokenAnswer.safeParse(jsonOf(answer)) : undefined;
    if (parsed?.success) return this.#keep(parsed.data.data.token);
    // Refused (a token too old to renew) or an answer we cannot read: a fresh sign-in decides.
    this.#held = undefined;
    return this.#signIn();
  }

  async #signIn(): Promise<string> {
    const form = new FormData();
    form.set('email', this.#account.email);
    form.set('password', this.#account.password);
    const answer = await callGateway(
      'ESKIZ',
      new URL(`${this.#base}/auth/login`),
      { method: 'POST', body: form, headers: { accept: 'application/json' } },
      this.#http,
    );
    if (answer.status === 401 || answer.status === 403 || answer.status === 422) {
      // Never the password: the account's e-mail is what the operator needs to find it.
      const words = providerWords(String(messageOf(jsonOf(answer)) ?? ''));
      this.#refusal = new SmsPermanentError(
        'credentials',
        `Eskiz refused the login and password of ${this.#account.email} (${answer.status}${words ? `: ${words}` : ''})`,
      );
      this.#refusedUntil = this.#now() + CREDENTIALS_PAUSE_MS;
      throw this.#refusal;
    }
    const parsed = answer.status === 200 ? TokenAnswer.safeParse(jsonOf(answer)) : undefined;
    if (!parsed?.success) {
      throw new SmsTransientError(`Eskiz answered the sign-in with ${answer.status} and no token`);
    }
    this.#refusal = undefined;
    return this.#keep(parsed.data.data.token);
  }
}

/** The `message` of an Eskiz error body, when it has one. */
export function messageOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
}

/** Sessions by Eskiz address and account, for every merchant of this instance. */
export class EskizSessions {
  readonly #sessions = new Map<string, EskizSession>();
  readonly #http: GatewayHttpOptions;
  readonly #now: () => number;

  constructor(http: GatewayHttpOptions, now: () => number) {
    this.#http = http;
    this.#now = now;
  }

  of(base: string, account: EskizAccount): EskizSession {
    // The password is part of the key: fixed credentials get a fresh session, not the old refusal.
    const key = JSON.stringify([base, account.email, account.password]);
    let session = this.#sessions.get(key);
    if (!session) {
      session = new EskizSession(base, account, this.#http, this.#now);
      this.#sessions.set(key, session);
    }
    return session;
  }
}
