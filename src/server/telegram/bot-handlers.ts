/**
 * The Telegram Mini App: sign-in with init data, registration after the contact is shared, the bot
 * session, its language and logout. Init data is checked with the tenant's bot token
 * (merchant.json `telegramBotToken`, never sent to a browser); see telegram-init-data.ts.
 *
 * Every call whose init data checks out for the signed-in (or signing-in) customer also tells the bot
 * sender the customer is back in the Mini App: a chat that had refused the bot is open again
 * (blocked-chats.ts).
 *
 * Status codes: a tenant without a bot token 403 BOT_NOT_CONFIGURED; missing init data 400
 * INIT_DATA_MISSING; init data that fails the check 403 INIT_DATA_INVALID or INIT_DATA_EXPIRED. Not
 * 401: the storefront logs out on any 401 while it holds a token, and a stale init data on a WITH_TOKEN
 * call says nothing about the token. The one 401 is botToken's NOT_REGISTERED, a call made without a
 * token.
 */
import { BackendLanguage, type LoginResponse } from '../../contract/index.ts';
import { ApiError, fieldError } from '../base/api-error.ts';
import type { Handlers, ServerServices } from '../http/api-types.ts';
import type { StorefrontDb } from '../storage/db.ts';
import { messages } from '../base/error-messages.ts';
import { nameFrom, sessionOf, signIn } from '../accounts/handler-support.ts';
import { phoneFrom } from '../http/phone-field.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import { checkInitData, type InitDataFailure, type TelegramUser } from './telegram-init-data.ts';
import type { UserRow } from '../accounts/users-store.ts';
import { BlockedChats } from './blocked-chats.ts';

const failureText: Record<Exclude<InitDataFailure, 'missing' | 'expired'>, string> = {
  malformed: 'malformed fields',
  'no-hash': 'no hash',
  'bad-hash': 'the signature does not match',
  'no-auth-date': 'no auth_date',
  'from-future': 'auth_date is in the future',
};

/**
 * The Telegram user of a request's init data.
 * @throws ApiError 403 BOT_NOT_CONFIGURED, 400 INIT_DATA_MISSING, 403 INIT_DATA_EXPIRED or
 *   INIT_DATA_INVALID (also when the init data names no user)
 */
export function telegramUserOf(tenant: Tenant, initData: string, services: ServerServices): TelegramUser {
  const botToken = tenant.data.merchant.telegramBotToken;
  if (!botToken) throw new ApiError(403, 'BOT_NOT_CONFIGURED', messages.botNotConfigured());
  const check = checkInitData(initData, {
    botToken,
    maxAgeSeconds: services.initDataMaxAgeSeconds,
    now: services.now(),
  });
  if (!check.ok) {
    if (check.reason === 'missing') throw new ApiError(400, 'INIT_DATA_MISSING', messages.initDataMissing());
    if (check.reason === 'expired') throw new ApiError(403, 'INIT_DATA_EXPIRED', messages.initDataExpired());
    throw new ApiError(403, 'INIT_DATA_INVALID', messages.initDataInvalid(failureText[check.reason]));
  }
  if (!check.data.user) {
    throw new ApiError(403, 'INIT_DATA_INVALID', messages.initDataInvalid('no user field'));
  }
  return check.data.user;
}

/** Telegram's language codes where the backend spells them differently. */
const telegramLanguageAliases: Readonly<Record<string, BackendLanguage>> = { en: 'eng', kk: 'kz' };

/** A backend language key of a Telegram or storefront language code ("en", "ru-RU", "kk", "eng"...). */
function languageOf(code: string | undefined): BackendLanguage | undefined {
  const base = code?.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const parsed = BackendLanguage.safeParse(telegramLanguageAliases[base] ?? base);
  return parsed.success ? parsed.data : undefined;
}

/** The caller's users row, read fresh (the Telegram link is not part of the session's User). */
async function userRowOf(db: StorefrontDb, tenant: Tenant, userId: number): Promise<UserRow> {
  const row = await db.users.byId(tenant.id, userId);
  if (!row)
    throw new ApiError(401, 'UNAUTHORIZED', messages.unauthorized(), { 'www-authenticate': 'Bearer' });
  return row;
}

interface Registration {
  phone: string;
  firstName: string | null | undefined;
  lastName: string | null | undefined;
}

/**
 * Registers a messenger user with the phone of a shared contact and signs them in.
 *
 * The phone arrives as the client sends it, so it is a claim, not a proof. It is accepted for a new
 * number only: a number that already has an account is refused with 409 PHONE_VERIFICATION_REQUIRED
 * (otherwise anyone could open the bot and take over an account by typing its number). Its owner
 * signs in with an SMS code instead and then calls botAuth, which links the Telegram account. And if
 * the owner of a claimed number signs in with a code later, the claim is dropped (users-store
 * confirmPhone).
 */
async function registerTelegramUser(
  db: StorefrontDb,
  tenant: Tenant,
  telegram: TelegramUser,
  registration: Registration,
  now: number,
): Promise<LoginResponse> {
  const linked = await db.users.byTelegramId(tenant.id, telegram.id);
  if (linked) {
    // A repeated registration (a retry, a second tab) signs in; another number is a conflict.
    if (linked.phone !== registration.phone) {
      throw new ApiError(409, 'TELEGRAM_REGISTERED', messages.telegramRegisteredWithOtherPhone());
    }
    await customerIsBack(db, tenant, telegram);
    return signIn(db, linked, 'TG', now);
  }
  if (await db.users.byPhone(tenant.id, registration.phone)) {
    throw new ApiError(409, 'PHONE_VERIFICATION_REQUIRED', messages.phoneVerificationRequired());
  }
  const row = await db.users.create(
    {
      merchantId: tenant.id,
      phone: registration.phone,
      firstName: nameFrom(registration.firstName, 'firstName') ?? nameFrom(telegram.firstName, 'firstName'),
      lastName: nameFrom(registration.lastName, 'lastName') ?? nameFrom(telegram.lastName, 'lastName'),
      telegramId: telegram.id,
      language: languageOf(telegram.languageCode) ?? null,
      phoneVerified: false,
    },
    now,
  );
  await customerIsBack(db, tenant, telegram);
  return signIn(db, row, 'TG', now);
}

/**
 * The customer is in the merchant's Mini App again, with init data Telegram signed just now: a chat
 * that had refused the bot (blocked-chats.ts) may hear from it again.
 */
function customerIsBack(db: StorefrontDb, tenant: Tenant, telegram: TelegramUser): Promise<void> {
  return new BlockedChats(db.kysely).unblock(tenant.id, String(telegram.id));
}

/** A field of a loose body that should be a string; anything else counts as absent. */
const stringField = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export const botHandlers = {
  botToken: async ({ tenant, body, db, services }) => {
    const telegram = telegramUserOf(tenant, body.initData, services);
    const row = await db.users.byTelegramId(tenant.id, telegram.id);
    if (!row) throw new ApiError(401, 'NOT_REGISTERED', messages.telegramNotRegistered());
    await customerIsBack(db, tenant, telegram);
    return signIn(db, row, 'TG', services.now());
  },

  // No merchant setting asks for an SMS check of messenger users, so the answer is false for any
  // valid init data: the storefront goes on to ask for the contact. Numbers that already have an
  // account are caught by botRegister (409 PHONE_VERIFICATION_REQUIRED).
  botPhoneVerification: ({ tenant, body, services }) => {
    telegramUserOf(tenant, body.initData, services);
    return { isPhoneVerificationRequired: false };
  },

  botRegister: ({ tenant, body, db, services }) => {
    const telegram = telegramUserOf(tenant, body.initData, services);
    return registerTelegramUser(
      db,
      tenant,
      telegram,
      { phone: phoneFrom(body.phone), firstName: body.firstName, lastName: body.lastName },
      services.now(),
    );
  },

  // The spec's "register and sign in after contact share" under its own path: with a phone it is
  // botRegister; without one it signs in a user who is already registered (else NOT_REGISTERED).
  botLogin: async ({ tenant, body, db, services }) => {
    const telegram = telegramUserOf(tenant, body.initData, services);
    const now = services.now();
    const phone = stringField(body.phone)?.trim();
    if (!phone) {
      const row = await db.users.byTelegramId(tenant.id, telegram.id);
      if (!row) throw new ApiError(401, 'NOT_REGISTERED', messages.telegramNotRegistered());
      await customerIsBack(db, tenant, telegram);
      return signIn(db, row, 'TG', now);
    }
    return registerTelegramUser(
      db,
      tenant,
      telegram,
      {
        phone: phoneFrom(phone),
        firstName: stringField(body.firstName),
        lastName: stringField(body.lastName),
      },
      now,
    );
  },

  // Links the Telegram account of the init data to the signed-in user when it is not linked yet (the
  // way an existing customer, signed in with an SMS code, attaches the bot), then reports the session.
  botAuth: async ({ tenant, body, session, db, services }) => {
    const me = sessionOf(session);
    const telegram = telegramUserOf(tenant, body.initData, services);
    const row = await userRowOf(db, tenant, me.user.id);
    if (row.telegram_id === null) {
      if (await db.users.byTelegramId(tenant.id, telegram.id)) {
        throw new ApiError(409, 'TELEGRAM_LINKED_ELSEWHERE', messages.telegramLinkedElsewhere());
      }
      await db.users.setTelegramId(row.id, telegram.id, services.now());
    } else if (row.telegram_id !== telegram.id) {
      throw new ApiError(403, 'TELEGRAM_MISMATCH', messages.telegramMismatch());
    }
    await customerIsBack(db, tenant, telegram);
    return {
      status: 'ACTIVE',
      initData: body.initData,
      phone: row.phone,
      firstName: row.first_name,
      lastName: row.last_name,
    };
  },

  // Ends the bearer session whatever the init data says: a session opened yesterday must still be
  // closable when its init data has gone stale.
  botLogout: async ({ session, db }) => {
    await db.deleteSession(sessionOf(session).token);
    return { ok: true };
  },

  botLanguage: async ({ tenant, body, session, db, services }) => {
    const me = sessionOf(session);
    const telegram = telegramUserOf(tenant, body.initData, services);
    const row = await userRowOf(db, tenant, me.user.id);
    if (row.telegram_id !== telegram.id)
      throw new ApiError(403, 'TELEGRAM_MISMATCH', messages.telegramMismatch());
    const language = languageOf(body.language);
    if (!language) {
      throw fieldError('language', { kind: 'choice' });
    }
    // The language the bot's messages are written in from now on (notifications/bot-outbox.ts).
    await db.users.setLanguage(row.id, language, services.now());
    await customerIsBack(db, tenant, telegram);
    return { ok: true };
  },
} satisfies Handlers;
