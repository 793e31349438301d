/**
 * Telegram Mini App init data, checked exactly as Telegram documents it ("Validating data received via
 * the Mini App"):
 *
 *   data_check_string = every field except `hash`, as `key=value`, sorted by key, joined by "\n"
 *   secret_key        = HMAC_SHA256(key = "WebAppData", message = bot_token)
 *   hash              = hex(HMAC_SHA256(key = secret_key, message = data_check_string))
 *
 * The received hash is compared in constant time, and `auth_date` must be recent: init data is a
 * bearer credential for as long as it is accepted.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Spec section 5: init data of 10 characters or fewer is treated as missing. */
export const INIT_DATA_MIN_LENGTH = 11;
/** Default oldest accepted auth_date: 24 hours. */
export const DEFAULT_INIT_DATA_MAX_AGE_SECONDS = 24 * 60 * 60;
/** auth_date may be ahead of the server clock by this much (clock skew), not more. */
export const INIT_DATA_MAX_FUTURE_SECONDS = 60;

/** The Telegram user of the init data (the `user` field), in camelCase. */
export interface TelegramUser {
  id: number;
  firstName?: string;
  lastName?: string;
  username?: string;
  languageCode?: string;
}

/** Init data that passed the check. */
export interface ValidInitData {
  /** Every field, decoded, `hash` included. */
  fields: ReadonlyMap<string, string>;
  /** auth_date, epoch seconds. */
  authDate: number;
  /** The `user` field; undefined when the init data has none. */
  user: TelegramUser | undefined;
}

/** Why init data was refused. */
export type InitDataFailure =
  | 'missing' // empty or 10 characters or fewer (spec section 5)
  | 'malformed' // a field appears twice, or `user` is not a Telegram user object
  | 'no-hash' // no `hash` field
  | 'bad-hash' // the hash does not match: changed data, or signed with another bot's token
  | 'no-auth-date' // signed, but without a usable auth_date
  | 'expired' // auth_date older than the allowed age
  | 'from-future'; // auth_date ahead of the server clock by more than a minute

export type InitDataCheck = { ok: true; data: ValidInitData } | { ok: false; reason: InitDataFailure };

export interface InitDataOptions {
  botToken: string;
  /** Oldest accepted auth_date, in seconds before now. */
  maxAgeSeconds: number;
  /** The server clock, epoch milliseconds. */
  now: number;
}

/** The data-check-string of a set of fields: all but `hash`, `key=value`, sorted by key, "\n"-joined. */
export function dataCheckString(fields: Iterable<readonly [string, string]>): string {
  return [...fields]
    .filter(([key]) => key !== 'hash')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
}

/** hex(HMAC_SHA256(HMAC_SHA256("WebAppData", botToken), dataCheckString)). */
export function initDataHash(checkString: string, botToken: string): string {
  const secretKey = createHmac('sha256', 'WebAppData').update(botToken).digest();
  return createHmac('sha256', secretKey).update(checkString).digest('hex');
}

/**
 * Signs fields as Telegram would, giving an init data query string. For tests and development tools
 * (a server never signs init data it then accepts from a browser).
 */
export function signInitData(fields: Readonly<Record<string, string>>, botToken: string): string {
  const params = new URLSearchParams(Object.entries(fields));
  params.set('hash', initDataHash(dataCheckString(Object.entries(fields)), botToken));
  return params.toString();
}

function parseUser(json: string): TelegramUser | undefined {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const raw = value as Record<string, unknown>;
  if (typeof raw.id !== 'number' || !Number.isSafeInteger(raw.id) || raw.id <= 0) return undefined;
  const text = (key: string) => (typeof raw[key] === 'string' ? raw[key] : undefined);
  return {
    id: raw.id,
    firstName: text('first_name'),
    lastName: text('last_name'),
    username: text('username'),
    languageCode: text('language_code'),
  };
}

/** Checks init data; see the file comment for the algorithm. Never throws. */
export function checkInitData(initData: string, options: InitDataOptions): InitDataCheck {
  if (initData.trim().length < INIT_DATA_MIN_LENGTH) return { ok: false, reason: 'missing' };

  const fields = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(initData)) {
    // A repeated field would make "which value was signed" ambiguous.
    if (fields.has(key)) return { ok: false, reason: 'malformed' };
    fields.set(key, value);
  }
  const received = fields.get('hash');
  if (received === undefined || received === '') return { ok: false, reason: 'no-hash' };

  const expected = Buffer.from(initDataHash(dataCheckString(fields), options.botToken), 'utf8');
  const actual = Buffer.from(received, 'utf8');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    return { ok: false, reason: 'bad-hash' };
  }

  const authDateText = fields.get('auth_date') ?? '';
  if (!/^\d{1,12}$/.test(authDateText)) return { ok: false, reason: 'no-auth-date' };
  const authDate = Number(authDateText);
  const nowSeconds = options.now / 1000;
  if (authDate > nowSeconds + INIT_DATA_MAX_FUTURE_SECONDS) return { ok: false, reason: 'from-future' };
  if (nowSeconds - authDate > options.maxAgeSeconds) return { ok: false, reason: 'expired' };

  const userJson = fields.get('user');
  const user = userJson === undefined ? undefined : parseUser(userJson);
  if (userJson !== undefined && !user) return { ok: false, reason: 'malformed' };
  return { ok: true, data: { fields, authDate, user } };
}
