/**
 * The server's SMS: which gateway a merchant's messages go through, sign-in and confirmation codes
 * (through the outbox, with a clear answer when they cannot go), receipts, and the sender's life.
 *
 * Per merchant (merchant-sms.ts, sms-config.ts):
 * - its gateway has an address and the merchant has credentials: SMS go through the outbox;
 * - its gateway has no address (development and tests without one): nothing is sent over the network;
 *   codes are in the development log and inbox, as they always were (accounts/code-outbox.ts);
 * - no gateway or no credentials: in production a code request is refused, 503 SMS_NOT_CONFIGURED in
 *   the customer's language, and the operator's log says what is missing (once per merchant); in
 *   development the log and inbox stand in, with a warning.
 *
 * How a code request learns what became of its SMS: the row is written first (the code is never
 * lost), then the first attempt is made at once and waited for, FIRST_ATTEMPT_WAIT_MS at most.
 * - sent, or still on its way: 200; a transient failure keeps being retried in the background.
 * - refused for good (credentials, number, text): 503 SMS_NOT_SENT, "try again in N s", N being the
 *   pause before another code may be asked for.
 * - not sent yet while the phone's previous code never arrived either (the gateway has been failing
 *   for a while, or gave up on it): 503 SMS_NOT_SENT too, instead of a second silence. The new code
 *   keeps being retried and works if it does arrive.
 */
import { createHmac } from 'node:crypto';
import type { Order } from '../../contract/index.ts';
import type { CodeDelivery, CodeMessage } from '../accounts/code-outbox.ts';
import { ApiError } from '../base/api-error.ts';
import { API_BASE } from '../http/api-routes.ts';
import type { Logger } from '../base/logger.ts';
import type { StorefrontDb } from '../storage/db.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import type { TenantRegistry } from '../tenants/tenant-registry.ts';
import { EskizGateway } from './eskiz-gateway.ts';
import { EskizSessions } from './eskiz-tokens.ts';
import { merchantSmsAccount, type MerchantSmsAccount } from './merchant-sms.ts';
import { PlayMobileGateway } from './play-mobile-gateway.ts';
import type { SmsConfig } from './sms-config.ts';
import type { SmsGateway } from './sms-gateway.ts';
import type { GatewayHttpOptions } from './sms-http.ts';
import { smsMessages } from './sms-messages.ts';
import { SmsOutboxStore, type SmsRow } from './sms-outbox-store.ts';
import { SmsSender, type GatewayLookup, type RetryPolicy } from './sms-sender.ts';
import { codeText, receiptText, type SmsLanguage } from './sms-texts.ts';

/** How long a code request waits for its SMS's first attempt before answering. */
export const FIRST_ATTEMPT_WAIT_MS = 2_500;
/** One gateway call's time-out. */
export const GATEWAY_TIMEOUT_MS = 10_000;
/** A receipt is given up a day after its order was paid or done. */
const RECEIPT_DEADLINE_MS = 24 * 3600 * 1000;
/** A previous code that failed longer ago than this says nothing about the gateway now. */
const RECENT_FAILURE_MS = 15 * 60 * 1000;

/** How a merchant's SMS go (see the file's comment). */
export type SmsRoute =
  | { kind: 'off' }
  | { kind: 'unconfigured'; problem: string }
  | { kind: 'gateway'; gateway: SmsGateway; account: MerchantSmsAccount };

export interface SmsServiceOptions {
  db: StorefrontDb;
  tenants: TenantRegistry;
  config: SmsConfig;
  log: Logger;
  now: () => number;
  /** NODE_ENV is production: a merchant without SMS credentials is refused instead of logged. */
  production: boolean;
  policy?: Partial<RetryPolicy>;
  random?: () => number;
  firstAttemptWaitMs?: number;
}

/** Where Eskiz posts a merchant's delivery statuses, under the server's public base. */
export const eskizStatusPath = (merchantId: number, key: string) =>
  `${API_BASE}/sms/v1/eskiz/status/${merchantId}/${key}`;

/**
 * The secret part of a merchant's callback address: a keyed hash of its id under its own gateway
 * password, so only Eskiz (which was given the address) and this server can name it, on every
 * instance, without a secret of the server's own.
 */
export const eskizStatusKey = (merchantId: number, password: string) =>
  createHmac('sha256', password).update(`eskiz-status:${merchantId}`).digest('base64url').slice(0, 32);

const errorOf = (seconds: number) =>
  new ApiError(503, 'SMS_NOT_SENT', smsMessages.notSent(seconds), { 'retry-after': String(seconds) });

export class SmsService implements CodeDelivery {
  readonly store: SmsOutboxStore;
  readonly sender: SmsSender;
  readonly config: SmsConfig;
  readonly #options: SmsServiceOptions;
  readonly #http: GatewayHttpOptions;
  readonly #sessions: EskizSessions;
  readonly #gateways = new Map<number, SmsGateway>();
  readonly #told = new Set<number>();
  #callbackBase: string | undefined;

  constructor(options: SmsServiceOptions) {
    this.#options = options;
    this.config = options.config;
    this.#callbackBase = options.config.callbackUrl;
    this.#http = { timeoutMs: GATEWAY_TIMEOUT_MS, loopbackOnly: options.config.loopbackOnly };
    this.#sessions = new EskizSessions(this.#http, options.now);
    this.store = new SmsOutboxStore(options.db.kysely);
    this.sender = new SmsSender({
      store: this.store,
      gatewayFor: (row) => this.#gatewayOf(row),
      now: options.now,
      log: options.log,
      policy: options.policy,
      random: options.random,
    });
  }

  /** True when some gateway has an address: only then is anything sent (or the sender running). */
  get active(): boolean {
    return Object.values(this.config.urls).some(Boolean);
  }

  start(): void {
    if (this.active) this.sender.start();
  }

  stop(): Promise<void> {
    return this.sender.stop();
  }

  /** Runs the sender until nothing is due (tests move their clock first). */
  drain(): Promise<void> {
    return this.sender.drain();
  }

  /**
   * This server's public base URL, for Eskiz's delivery callbacks, when it is known only once the
   * server listens (`--demo-gateways` on a port the system picked). SMS_CALLBACK_URL wins.
   */
  useCallbackBase(url: string): void {
    if (this.config.callbackUrl) return;
    this.#callbackBase = url.replace(/\/+$/, '');
    this.#gateways.clear();
  }

  route(tenant: Tenant): SmsRoute {
    const account = merchantSmsAccount(tenant);
    if ('problem' in account) {
      return this.active || this.#options.production
        ? { kind: 'unconfigured', problem: account.problem }
        : { kind: 'off' };
    }
    const base = this.config.urls[account.gateway];
    if (!base) return { kind: 'off' };
    let gateway = this.#gateways.get(tenant.id);
    if (!gateway || gateway.name !== account.gateway) {
      gateway = this.#build(tenant, account, base);
      this.#gateways.set(tenant.id, gateway);
    }
    return { kind: 'gateway', gateway, account };
  }

  /**
   * Refuses a code request before a code is made when the merchant cannot get SMS.
   * @throws ApiError 503 SMS_NOT_CONFIGURED (production only)
   */
  ready(tenant: Tenant): void {
    const route = this.route(tenant);
    if (route.kind !== 'unconfigured') return;
    this.#tellOperator(tenant, route.problem);
    if (this.#options.production) {
      throw new ApiError(503, 'SMS_NOT_CONFIGURED', smsMessages.notConfigured());
    }
  }

  /**
   * Sends a code through the outbox (see the file's comment); nothing when the merchant's SMS are off.
   * @throws ApiError 503 SMS_NOT_SENT
   */
  async sendCode(sms: CodeMessage): Promise<void> {
    const route = this.route(sms.tenant);
    if (route.kind !== 'gateway') return;
    const now = this.#options.now();
    const id = await this.store.enqueue(
      {
        merchantId: sms.tenant.id,
        phone: sms.phone,
        kind: 'code',
        text: codeText(sms.tenant, sms.code),
        gateway: route.account.gateway,
        deadlineAt: sms.expiresAt,
      },
      now,
      { supersede: true },
    );
    if (id === undefined) throw new Error('a code row was not written');
    const previous = await this.store.previous(sms.tenant.id, sms.phone, 'code', id);
    const outcome = await this.#firstAttempt(id);
    if (outcome === 'sent') return;
    if (outcome === 'failed' || (previous && neverArrived(previous, now)))
      throw errorOf(sms.retryAfterSeconds);
  }

  /**
   * Writes an order's receipt once (its idempotency key is the order), and wakes the sender.
   * @returns false when the merchant sends no SMS or the receipt was already written
   */
  async enqueueReceipt(tenant: Tenant, order: Order, phone: string, language: SmsLanguage): Promise<boolean> {
    const route = this.route(tenant);
    if (route.kind === 'unconfigured') this.#tellOperator(tenant, route.problem);
    if (route.kind !== 'gateway') return false;
    const now = this.#options.now();
    const id = await this.store.enqueue(
      {
        merchantId: tenant.id,
        phone,
        kind: 'receipt',
        text: receiptText(tenant, order, language),
        gateway: route.account.gateway,
        deadlineAt: now + RECEIPT_DEADLINE_MS,
        idempotencyKey: `receipt:${tenant.id}:${order.id}`,
      },
      now,
    );
    if (id === undefined) return false;
    this.sender.wake();
    return true;
  }

  /** The first attempt at a row, waited for FIRST_ATTEMPT_WAIT_MS at most. */
  async #firstAttempt(id: number): Promise<'sent' | 'failed' | 'pending'> {
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<'pending'>((resolve) => {
      timer = setTimeout(() => resolve('pending'), this.#options.firstAttemptWaitMs ?? FIRST_ATTEMPT_WAIT_MS);
    });
    const attempt = this.sender
      .attempt(id)
      .then((outcome) =>
        outcome.state === 'sent' ? 'sent' : outcome.state === 'failed' ? 'failed' : 'pending',
      );
    try {
      return await Promise.race([attempt, waited]);
    } finally {
      clearTimeout(timer);
    }
  }

  #gatewayOf(row: SmsRow): GatewayLookup {
    const tenant = this.#options.tenants.byId(row.merchant_id);
    if (!tenant) return { problem: `merchant ${row.merchant_id} is no longer served here` };
    const route = this.route(tenant);
    if (route.kind === 'gateway') return route.gateway;
    return { problem: route.kind === 'off' ? `${row.gateway} has no address here` : route.problem };
  }

  #build(tenant: Tenant, account: MerchantSmsAccount, base: string): SmsGateway {
    if (account.gateway === 'PLAY_MOBILE') {
      return new PlayMobileGateway({
        base,
        account: { login: account.login, password: account.password },
        sender: account.sender,
        http: this.#http,
      });
    }
    const callbackUrl = this.#callbackBase
      ? `${this.#callbackBase}${eskizStatusPath(tenant.id, eskizStatusKey(tenant.id, account.password))}`
      : undefined;
    return new EskizGateway({
      base,
      session: this.#sessions.of(base, { email: account.login, password: account.password }),
      sender: account.sender,
      callbackUrl,
      http: this.#http,
    });
  }

  /** Once per merchant: what keeps its SMS from going. */
  #tellOperator(tenant: Tenant, problem: string): void {
    if (this.#told.has(tenant.id)) return;
    this.#told.add(tenant.id);
    const message = `[sms] merchant ${tenant.id} (${tenant.sub}) cannot send SMS: ${problem}`;
    if (this.#options.production) this.#options.log.error(message);
    else this.#options.log.warn(`${message}; its codes are only in the development log and inbox`);
  }
}

/** A code row that was tried, recently, and has not arrived (still retrying, or given up). */
function neverArrived(row: SmsRow, now: number): boolean {
  return row.status !== 'sent' && row.attempts > 0 && row.created_at > now - RECENT_FAILURE_MS;
}
