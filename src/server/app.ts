/**
 * createApp: the whole server as a Hono app (API, media host, static storefront), without listening.
 * Tests call `app.request()` on it; startServer wraps it in a real HTTP server.
 */
import { paymentsBase, registerPaymentRoutes } from './payments/payment-routes.ts';
import { merchantEndpointOf } from './dev/payment-sandbox/payme-sandbox-client.ts';
import { resolveCallbackAllow, type CallbackAllowSettings } from './payments/callback-allow.ts';
import type { SubscribeApiFactory } from './payments/cards/subscribe-api.ts';
import { httpSubscribeApiFactory } from './payments/cards/subscribe-http.ts';
import { AnswerCache } from './http/answer-cache.ts';
import { warmAnswers } from './http/warm-answers.ts';
import { answerFromCache } from './http/answer-fast-path.ts';
import { registerDevPages, type DevPageSource } from './dev/dev-pages.ts';
import { ClickAppSandbox } from './dev/payment-sandbox/click-app-sandbox.ts';
import { registerPaymentSandboxes } from './dev/payment-sandbox/register-sandboxes.ts';
import type { ClickMerchantApiFactory } from './payments/click/click-merchant-api.ts';
import { httpClickMerchantApiFactory } from './payments/click/click-merchant-http.ts';
import { sandboxSubscribeApiFactory } from './dev/payment-sandbox/subscribe-sandbox.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiError, apiErrorResponse, errorResponse } from './base/api-error.ts';
import { API_BASE, registerApiRoutes } from './http/api-routes.ts';
import type { Handlers } from './http/api-types.ts';
import { CodeOutbox } from './accounts/code-outbox.ts';
import { openDatabase } from './database.ts';
import type { StorefrontDb } from './storage/db.ts';
import { messages } from './base/error-messages.ts';
import { devOnlyEndpoints } from './dev/dev-handlers.ts';
import { handlerGroups } from './api-handlers.ts';
import { seedStaff } from './console/staff-seed.ts';
import { mergeHandlerGroups } from './http/handler-groups.ts';
import { findTenantDirs, type Tenant } from './tenants/load-tenants.ts';
import { syncTenants } from './tenant-data/tenant-sync.ts';
import { LiveTenants } from './tenant-data/live-tenants.ts';
import { resolveLimits, type Limits } from './base/limits.ts';
import { consoleLogger, type Logger } from './base/logger.ts';
import { imageWorkFor } from './media/image-limits.ts';
import { MEDIA_BASE, registerMediaRoutes } from './media/media-routes.ts';
import { registerPreviewRoutes } from './dev/preview-page.ts';
import { defaultDbFile, defaultDistDir, defaultFixturesRoot, displayPath } from './base/paths.ts';
import { resolveSecurityConfig, type SecurityConfig } from './http/security-config.ts';
import { securityHeaders } from './http/security-headers.ts';
import { registerStaticRoutes } from './pages/static-routes.ts';
import { registerSeoRoutes } from './seo/seo-routes.ts';
import { registerOrderStream } from './orders/order-stream.ts';
import { startBotDelivery, type TelegramOptions } from './notifications/bot-delivery.ts';
import type { BotSender } from './notifications/bot-sender.ts';
import { clientAddress } from './http/client-address.ts';
import { imageTransformRule } from './http/rate-limit-rules.ts';
import { DEFAULT_INIT_DATA_MAX_AGE_SECONDS } from './telegram/telegram-init-data.ts';
import { resolveTelegramConfig } from './telegram/telegram-config.ts';
import { TenantRegistry } from './tenants/tenant-registry.ts';
import { LiveAvailability } from './stop-list/live-availability.ts';
import { registerChangesStream } from './catalogue/changes-stream.ts';
import { registerConsoleStream } from './console/console-stream.ts';
import { loadMapAreas } from './maps/map-files.ts';
import { resolveMapConfig, styleOrigins, type MapConfig } from './maps/map-config.ts';
import { MapService } from './maps/map-service.ts';
import { registerMapRoutes } from './maps/map-routes.ts';
import { servedBuildId } from './pages/build-record.ts';
import { resolveSmsConfig, type SmsConfigOverrides } from './sms/sms-config.ts';
import { SmsService } from './sms/sms-service.ts';
import type { RetryPolicy } from './sms/sms-sender.ts';
import { relayReceipts } from './sms/receipt-relay.ts';
import { registerEskizCallback } from './sms/eskiz-callback.ts';

/** Options of createApp. Everything has a default that runs the repository's demo. */
export interface CreateAppOptions {
  /** Tenants already loaded (wins over tenantDirs and fixturesRoot). */
  tenants?: readonly Tenant[];
  /** Tenant folders to load, anywhere on disk. Default: every tenant folder under fixturesRoot. */
  tenantDirs?: readonly string[];
  /** Folder holding one sub-folder per tenant. Default: the repository's fixtures/. */
  fixturesRoot?: string;
  /**
   * Folder of the base map files (`<area>.json`, MapData), which must exist. Default: `maps/` beside
   * the tenant folders (`<fixturesRoot>/maps`, or the `maps` folder next to each tenant folder given),
   * where a missing folder means no base map.
   */
  mapsDir?: string;
  /**
   * Provider styles and geocoders by mapType and the geocoder time-out (maps/map-config.ts).
   * Default: MAP_STYLES, GEOCODER_URL and GEOCODER_TIMEOUT_MS from the environment; these win.
   */
  mapConfig?: Partial<MapConfig>;
  /** An open database (the caller keeps ownership and closes it). */
  db?: StorefrontDb;
  /**
   * The database to open when `db` is not given: a SQLite file (":memory:" for tests) or a
   * postgres:// URL. Default: DATABASE_URL when set, else ".data/storefront.db" (cwd).
   */
  database?: string;
  /**
   * The deployment runs behind a proxy it trusts: client addresses come from X-Forwarded-For (for
   * per-client limits). Default: the security settings' TRUST_PROXY.
   */
  trustProxy?: boolean;
  /**
   * Built storefront to serve with SPA fallback. Default: the repository's dist/. `false`: no static
   * serving (API and media only; the dev server puts Vite in front instead).
   */
  distDir?: string | false;
  /** Check every API response against its schema. Default: on unless NODE_ENV is "production". */
  validateResponses?: boolean;
  /** Replace or add endpoint handlers (merged over the built-in ones). */
  handlers?: Handlers;
  /** Most cached media renditions (default 300). */
  mediaCacheEntries?: number;
  log?: Logger;
  /**
   * The development inbox: GET /api/dev/v1/inbox lists the sign-in codes the server "sent" by SMS,
   * and PUT /api/dev/v1/orders/{id}/status moves an order along (dev/dev-handlers.ts). Default false, and
   * then those routes do not exist (404). Refused when NODE_ENV is "production".
   */
  devInbox?: boolean;
  /**
   * The live settings preview page at /__preview (every flag as a switch beside the storefront).
   * Default false, and then the route does not exist. A development tool, like the inbox: its
   * loopback origins may frame the storefront and send it previews, so it is refused when NODE_ENV
   * is "production".
   */
  previewPage?: boolean;
  /**
   * Render the public pages on the server (pages/server-render.ts) when the build has its rendering
   * bundle. Default false here (tests of the API need no bundle); the command line turns it on unless
   * --browser-render is given (cli-args.ts).
   */
  serverRender?: boolean;
  /** Development: the pages come from Vite's sources (dev/dev-pages.ts) instead of a build. */
  devPages?: DevPageSource;
  /**
   * Make each merchant's web catalogue before loading the build (http/warm-answers.ts), so that its
   * best compression runs while the build is compressed. Default false here (tests count handler
   * calls); startServer turns it on.
   */
  warmAnswers?: boolean;
  /**
   * Preview and frame origins, extra page policy sources, whether X-Forwarded-Proto is believed
   * (http/security-config.ts). Default: PREVIEW_ORIGINS, FRAME_ANCESTORS, CSP_SOURCES and TRUST_PROXY
   * from the environment; these options win over them.
   */
  security?: Partial<SecurityConfig>;
  /**
   * Online payments go to the reference server's provider sandbox (payments/README.md) instead of
   * Payme's, Click's and Uzum's pages. Default: on with the development inbox. Development only.
   */
  paymentSandbox?: boolean;
  /**
   * Payme's Subscribe API for saved cards. Default: the reference server's own Payme sandbox with the
   * payment sandbox on, else the HTTP client of payments/cards/subscribe-http.ts. Tests pass a fake.
   */
  paymeSubscribe?: SubscribeApiFactory;
  /**
   * Click's Merchant API for Click mini app invoices. Default: the reference server's own Click (the
   * Click app sandbox) with the payment sandbox on, else the HTTP client of
   * payments/click/click-merchant-http.ts. Tests pass a fake.
   */
  clickMerchant?: ClickMerchantApiFactory;
  /**
   * The addresses each provider calls its callbacks from (payments/callback-allow.ts): a provider
   * listed refuses callbacks from anywhere else. Default: PAYMENT_CALLBACK_ALLOW from the
   * environment; a provider given here replaces its list there.
   */
  paymentCallbackAllow?: CallbackAllowSettings;
  /**
   * The merchants' bots: where their messages go (`apiUrl`, default TELEGRAM_API_URL, else Telegram's
   * own with NODE_ENV=production, else nowhere: recorded only) and, for tests, the HTTP client, timers
   * and send policy (notifications/bot-delivery.ts).
   */
  telegram?: TelegramOptions;
  /** Oldest accepted Telegram init data (auth_date), in seconds. Default 24 hours. */
  initDataMaxAgeSeconds?: number;
  /** The clock, epoch milliseconds. Default Date.now; tests move it to expire codes and init data. */
  now?: () => number;
  /**
   * Limits to override (limits.ts lists every key with its default). They win over the environment
   * variable STOREFRONT_LIMITS; an unknown key or an invalid value stops createApp.
   */
  limits?: Partial<Limits>;
  /**
   * SMS gateways (sms/sms-config.ts): their addresses and this server's public base for delivery
   * callbacks, winning over ESKIZ_API_URL, PLAY_MOBILE_API_URL and SMS_CALLBACK_URL; and, for tests,
   * the sender's retry policy, its jitter and how long a code request waits for the first attempt.
   */
  sms?: SmsOptions;
}

/** createApp's `sms` option. */
export interface SmsOptions extends SmsConfigOverrides {
  policy?: Partial<RetryPolicy>;
  random?: () => number;
  firstAttemptWaitMs?: number;
}

/** A created app with the parts tests and tools need. */
export interface StorefrontApp {
  /** The Hono app: `app.fetch` for a server, `app.request()` for tests. */
  app: Hono;
  db: StorefrontDb;
  tenants: TenantRegistry;
  /** The limits in force; startServer takes its time-outs and connection cap from them. */
  limits: Limits;
  /** Delivers the bots' order news to Telegram; undefined when the server sends nothing. */
  botSender: BotSender | undefined;
  /** With the payment sandbox: the Click app's stand-in and the invoices it keeps (tests read them). */
  clickApp: ClickAppSandbox | undefined;
  /** The SMS gateways, the outbox and its sender (sms/sms-service.ts). */
  sms: SmsService;
  /** The staff's stop list and pauses applied to the tenants; `changed` after writing to them. */
  availability: LiveAvailability;
  /** The tenants as the database holds them; `changed` after saving tenant data. */
  liveTenants: LiveTenants;
  /**
   * A request listener's first step: answers a repeated request for a kept public answer without the
   * app (http/answer-fast-path.ts); false when the request is the app's.
   */
  answerFromCache(request: IncomingMessage, response: ServerResponse): boolean;
  /** Ends every open live stream (shutdown: the drain must not wait for them). */
  endStreams(): void;
  /** Closes what createApp opened (the database unless it was passed in). */
  close(): Promise<void>;
}

/**
 * The tenants: those passed in as they are (tests), else the tenant folders met with the database
 * (tenant-data/tenant-sync.ts: imported when new or changed) and every tenant the database holds.
 */
async function resolveTenants(
  options: CreateAppOptions,
  db: StorefrontDb,
  mediaCacheDir: string,
  now: number,
  log: Logger,
): Promise<readonly Tenant[]> {
  if (options.tenants) return options.tenants;
  const root = options.fixturesRoot ?? defaultFixturesRoot;
  const dirs = options.tenantDirs ?? findTenantDirs(root);
  const tenants = await syncTenants({ db, dirs, mediaCacheDir, now, log });
  if (tenants.length === 0)
    log.warn(
      `No tenant fixtures found under ${displayPath(root)} nor in the database: the API knows no merchant.`,
    );
  return tenants;
}

/** The folders base maps are loaded from, and whether they must exist (a folder the caller named). */
function mapDirs(
  options: CreateAppOptions,
  tenants: readonly Tenant[],
): { dirs: string[]; required: boolean } {
  if (options.mapsDir) return { dirs: [options.mapsDir], required: true };
  const beside = options.tenants
    ? tenants.map((tenant) => path.dirname(tenant.dir))
    : options.tenantDirs
      ? options.tenantDirs.map((dir) => path.dirname(path.resolve(dir)))
      : [options.fixturesRoot ?? defaultFixturesRoot];
  return { dirs: [...new Set(beside)].map((root) => path.join(root, 'maps')), required: false };
}

/**
 * Builds the app: loads and validates tenants, opens and migrates the database, seeds reviews.
 * @throws FixtureError when any tenant fixture is invalid (the server must not start on it)
 */
export async function createApp(options: CreateAppOptions = {}): Promise<StorefrontApp> {
  const log = options.log ?? consoleLogger;
  const devInbox = options.devInbox ?? false;
  if (devInbox && process.env.NODE_ENV === 'production') {
    throw new Error('The development inbox shows sign-in codes: it cannot run with NODE_ENV=production');
  }
  if (options.now && process.env.NODE_ENV === 'production') {
    throw new Error('A moved clock is for development and tests: it cannot run with NODE_ENV=production');
  }
  if (options.previewPage && process.env.NODE_ENV === 'production') {
    throw new Error(
      'The preview page lets http://localhost pages frame the storefront: it cannot run with NODE_ENV=production',
    );
  }
  const paymentSandbox = options.paymentSandbox ?? devInbox;
  if (paymentSandbox && process.env.NODE_ENV === 'production') {
    throw new Error(
      'The payment sandbox pays orders without a provider: it cannot run with NODE_ENV=production',
    );
  }
  const security = resolveSecurityConfig(options.security);
  const telegram = resolveTelegramConfig(options.telegram?.apiUrl, process.env.NODE_ENV === 'production');
  const initDataMaxAgeSeconds = options.initDataMaxAgeSeconds ?? DEFAULT_INIT_DATA_MAX_AGE_SECONDS;
  if (!(initDataMaxAgeSeconds > 0)) {
    throw new Error(`initDataMaxAgeSeconds must be a positive number, got ${initDataMaxAgeSeconds}`);
  }
  const limits = resolveLimits(options.limits);
  const mapConfig = resolveMapConfig(options.mapConfig);
  const callbackAllow = resolveCallbackAllow(options.paymentCallbackAllow);
  const smsConfig = resolveSmsConfig(options.sms);
  const production = process.env.NODE_ENV === 'production';
  const ownsDb = !options.db;
  const db =
    options.db ??
    (await openDatabase(options.database ?? process.env.DATABASE_URL ?? defaultDbFile, { log }));
  // Media of tenants served from the database's copy (tenant-data/tenant-sync.ts), one folder per app.
  const mediaCacheDir = path.join(os.tmpdir(), `storefront-media-${randomUUID()}`);
  let tenants: TenantRegistry;
  let maps: MapService;
  try {
    tenants = new TenantRegistry(
      await resolveTenants(options, db, mediaCacheDir, (options.now ?? Date.now)(), log),
    );
    for (const tenant of tenants.all) await db.seedReviews(tenant.id, tenant.data.reviews?.items ?? []);
    await seedStaff(db, tenants.all, (options.now ?? Date.now)());
    const mapFolders = mapDirs(options, tenants.all);
    maps = new MapService(loadMapAreas(mapFolders.dirs, { required: mapFolders.required }), mapConfig);
  } catch (error) {
    if (ownsDb) await db.close();
    fs.rmSync(mediaCacheDir, { recursive: true, force: true });
    throw error;
  }

  const now = options.now ?? Date.now;
  const distDir = options.distDir ?? defaultDistDir;
  const answers = new AnswerCache(servedBuildId(distDir));
  tenants.onReplace(() => answers.forgetRequests());
  // The staff's stop list and pauses, applied to the tenants before the first answer.
  const availability = new LiveAvailability({ db, tenants, now, log });
  await availability.start();
  // Tenant data saved on any instance (the settings studio, tenant:import) reaches this one.
  const liveTenants = new LiveTenants({
    db,
    tenants,
    availability,
    log,
    mediaCacheDir,
    onAdded: (tenant) => seedStaff(db, [tenant], now()),
  });
  liveTenants.start();
  const app = new Hono();
  app.use(
    '*',
    securityHeaders({ apiBase: API_BASE, mediaBase: MEDIA_BASE, trustProxy: security.trustProxy }),
  );
  // The storefront reads the time from this header (src/core/server-clock.ts): opening hours and time
  // slots follow the server's clock, not a phone's that may be wrong. Node would write the machine's.
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('date', new Date(now()).toUTCString());
  });
  app.onError((error, c) => {
    if (error instanceof ApiError) return apiErrorResponse(error);
    if (error instanceof HTTPException) {
      return errorResponse(error.status, {
        code: `HTTP_${error.status}`,
        description: messages.requestFailed(error.message || String(error.status)),
      });
    }
    log.error(`Unhandled error on ${c.req.method} ${c.req.path}`, error);
    return errorResponse(500, { code: 'INTERNAL', description: messages.internal() });
  });
  app.notFound((c) =>
    errorResponse(404, {
      code: 'NOT_FOUND',
      description: messages.notFound(`${c.req.method} ${c.req.path}`),
    }),
  );

  // Every group of routes is added the same way, registerX(app, deps), in the order below: what
  // must answer before the API's /api catch-all first, the storefront's catch-all last. The API's
  // endpoints come from one handler map (api-handlers.ts), which refuses an endpoint answered twice.
  const sms = new SmsService({
    db,
    tenants,
    config: smsConfig,
    log,
    now,
    production,
    policy: options.sms?.policy,
    random: options.sms?.random,
    firstAttemptWaitMs: options.sms?.firstAttemptWaitMs,
  });
  // Whatever a previous run (or another instance) left in the outbox goes out now.
  sms.start();
  // Receipts of orders that asked for one, once paid or done (sms/receipt-relay.ts).
  const stopReceipts = relayReceipts(db, tenants, sms, log);
  registerEskizCallback(app, { tenants, sms, now });

  const trustProxy = options.trustProxy ?? security.trustProxy;
  // Before the API routes: their /api catch-all would answer the stream's path with 404.
  const endOrderStreams = registerOrderStream(app, { db, tenants, limits, now });
  // Open storefronts hear that the merchant's public data changed (the stop list, a pause).
  const endChangeStreams = registerChangesStream(app, { tenants, now });
  // The console's board hears new orders and their changes.
  const endConsoleStreams = registerConsoleStream(app, { db, tenants, limits, now });
  const endStreams = () => {
    endOrderStreams();
    endChangeStreams();
    endConsoleStreams();
  };
  // Status changes of Mini App orders, told in the customer's chat with the merchant's bot.
  const botDelivery = startBotDelivery({
    db,
    tenants,
    log,
    now,
    apiUrl: telegram.apiUrl,
    options: options.telegram ?? {},
  });
  registerMapRoutes(app, { maps, tenants, trustProxy: security.trustProxy });
  // The providers' callbacks: their own wire formats, outside the contract's endpoint table.
  registerPaymentRoutes(app, { db, tenants, now, log, callbacks: { allow: callbackAllow, trustProxy } });
  // Development only (refused in production above): the providers' sandbox pages, before the API's
  // /api catch-all like the callbacks.
  const clickApp = paymentSandbox ? new ClickAppSandbox() : undefined;
  if (clickApp) registerPaymentSandboxes(app, { db, tenants, now, log, clickApp });
  // On an app of their own, mounted here: the catalogue can be asked for in advance (warmAnswers)
  // while routes are still being added to this one, which Hono refuses once it has answered.
  const api = new Hono();
  registerApiRoutes(api, {
    db,
    tenants,
    // Two groups answering one endpoint stop the start here; a test's own handlers replace theirs.
    handlers: { ...mergeHandlerGroups(handlerGroups), ...options.handlers },
    validateResponses: options.validateResponses ?? process.env.NODE_ENV !== 'production',
    answers,
    log,
    services: {
      now: options.now ?? Date.now,
      log,
      // No code in the log in production; the development log and inbox as always otherwise.
      outbox: new CodeOutbox(log, { keepForInbox: devInbox, logCodes: !production, delivery: sms }),
      initDataMaxAgeSeconds,
      limits,
      maps,
      availability,
      liveTenants,
      paymentSandbox,
      paymeSubscribe:
        options.paymeSubscribe ??
        (paymentSandbox
          ? sandboxSubscribeApiFactory(now, merchantEndpointOf(app, paymentsBase(API_BASE)))
          : httpSubscribeApiFactory()),
      clickMerchant: options.clickMerchant ?? clickApp?.factory ?? httpClickMerchantApiFactory(),
    },
    trustProxy,
    disabled: devInbox ? undefined : new Set(devOnlyEndpoints),
  });
  if (options.warmAnswers) await warmAnswers(api, tenants.all, log);
  app.route('/', api);
  registerMediaRoutes(app, {
    tenants,
    cacheEntries: options.mediaCacheEntries,
    userImages: db.userImages,
    work: imageWorkFor(limits),
    beforeRender: async (c) => {
      const exceeded = await db.limits.hit(
        [imageTransformRule(clientAddress(c, trustProxy), limits.imageTransformsPerClientPerMinute)],
        now(),
      );
      if (exceeded) throw exceeded.rule.error(exceeded.retryAfter);
    },
  });
  if (options.previewPage) registerPreviewRoutes(app, { tenants: () => tenants.all });
  // Before the storefront's catch-all, and also without a build (the dev server puts Vite in front).
  registerSeoRoutes(app, { tenants, trustProxy });
  const pageSecurity = {
    previewOrigins: security.previewOrigins,
    frameAncestors: security.frameAncestors,
    previewPage: options.previewPage ?? false,
    // The page fetches a provider's style (MAP_STYLES) itself; its tiles' hosts come from CSP_SOURCES.
    extraSources: {
      ...security.extraSources,
      'connect-src': [...(security.extraSources['connect-src'] ?? []), ...styleOrigins(mapConfig)],
    },
  };
  const serverRender = options.serverRender ?? false;
  if (options.devPages)
    registerDevPages(app, {
      source: options.devPages,
      tenants,
      security: pageSecurity,
      trustProxy,
      serverRender,
      log,
    });
  else if (distDir !== false)
    registerStaticRoutes(app, { distDir, log, tenants, trustProxy, serverRender, security: pageSecurity });

  return {
    app,
    db,
    tenants,
    limits,
    botSender: botDelivery.sender,
    clickApp,
    sms,
    answerFromCache: answerFromCache({ answers, now, trustProxy: security.trustProxy }),
    endStreams,
    availability,
    liveTenants,
    close: async () => {
      liveTenants.stop();
      availability.stop();
      stopReceipts();
      await sms.stop();
      await botDelivery.stop();
      answers.close();
      if (ownsDb) await db.close();
      fs.rmSync(mediaCacheDir, { recursive: true, force: true });
    },
  };
}
