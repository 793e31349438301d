/**
 * Accounts: sign-in by phone and code, the session, the profile, phone change, account deletion and
 * the user's brands. Users are per merchant: a phone signs in to the merchant of the request.
 */
import { birthdayProblem, emailProblem } from '../../contract/field-rules.ts';
import { ApiError, fieldError } from '../base/api-error.ts';
import type { BodyOut, Handlers, ServerServices } from '../http/api-types.ts';
import { messages } from '../base/error-messages.ts';
import { nameFrom, sessionOf, signIn } from './handler-support.ts';
import { phoneFrom } from '../http/phone-field.ts';
import { idParam } from '../http/path-params.ts';
import { CODE_LENGTH, CODE_TTL_SECONDS } from './sign-in-codes.ts';
import { isFreshlyConfirmed } from '../http/fresh-confirmation.ts';
import { consumeCode } from './sign-in-lock.ts';
import { sendIssuedCode } from './send-code.ts';
import type { Limits } from '../base/limits.ts';
import type { Session, StorefrontDb } from '../storage/db.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import { userFromRow, type ProfileFields } from './users-store.ts';

/** An ISO date (YYYY-MM-DD) of a moment, in UTC. */
const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The editable profile fields of a userUpdate body, checked. Every other field of the body (id,
 * phone, cashback, isActive, merchantId, role...) is ignored: the client may send the whole profile
 * back, but a phone changes only through phoneChange + phoneVerify, the picture only through
 * userImage / userImageDelete (so nobody can point their profile at another customer's picture or at
 * an outside address), and the rest is the server's.
 */
function profileFieldsOf(body: BodyOut<'userUpdate'>, now: number): ProfileFields {
  const fields: ProfileFields = {
    firstName: nameFrom(body.firstName, 'firstName'),
    lastName: nameFrom(body.lastName, 'lastName'),
    gender: body.gender,
  };
  if (body.birthday !== undefined) {
    // A day of slack: "today" somewhere east of UTC is already tomorrow here.
    const problem = body.birthday && birthdayProblem(body.birthday, isoDate(now + 86_400_000));
    if (problem) throw fieldError('birthday', problem);
    fields.birthday = body.birthday;
  }
  if (body.email !== undefined) {
    const email = body.email?.trim() || null;
    const problem = email && emailProblem(email);
    if (problem) throw fieldError('email', problem);
    fields.email = email;
  }
  return fields;
}

/**
 * Refuses an account-changing call unless the customer proved the phone with a code in this session
 * within `confirmFreshMinutes`: a stolen or forgotten-open session must not delete the account or
 * move it to another number. The storefront answers 403 CONFIRMATION_REQUIRED by sending a code to
 * the customer's phone (authCode) and confirming it (authConfirm), then repeats the call.
 */
function requireFreshConfirmation(session: Session, now: number, limits: Limits): void {
  if (!isFreshlyConfirmed(session, now, limits)) {
    throw new ApiError(403, 'CONFIRMATION_REQUIRED', messages.confirmationRequired());
  }
}

export const accountHandlers = {
  authCode: async ({ tenant, body, db, services }) => {
    const now = services.now();
    services.outbox.checkReady(tenant);
    const issued = await db.codes.issue({ purpose: 'LOGIN', merchantId: tenant.id, phone: body.phone }, now);
    // Answered only once the SMS is in the outbox (it cannot be lost), or with why it cannot go.
    await sendIssuedCode(services, tenant, body.phone, issued, now);
    return { expiresIn: CODE_TTL_SECONDS, resendIn: services.limits.codeResendSeconds };
  },

  authLogin: async ({ tenant, body, db, services, client }) => {
    const now = services.now();
    const row = await db.codes.latestLogin(tenant.id, body.phone);
    await consumeCode(
      db,
      services.limits,
      { merchantId: tenant.id, phone: body.phone, client },
      row,
      body.code,
      now,
    );
    const existing = await db.users.byPhone(tenant.id, body.phone);
    if (existing && existing.is_active !== 1) throw new ApiError(403, 'USER_BLOCKED', messages.userBlocked());
    const user = existing
      ? await db.users.confirmPhone(existing, now)
      : await db.users.create({ merchantId: tenant.id, phone: body.phone, phoneVerified: true }, now);
    return signIn(db, user, 'WEB', now);
  },

  authConfirm: async ({ tenant, body, session, db, services, client }) => {
    const me = sessionOf(session);
    const now = services.now();
    const phone = me.user.phone;
    const row = await db.codes.latestLogin(tenant.id, phone);
    await consumeCode(db, services.limits, { merchantId: tenant.id, phone, client }, row, body.code, now);
    await db.confirmSession(me.token, now);
    return { ok: true };
  },

  logout: async ({ session, db }) => {
    await db.deleteSession(sessionOf(session).token);
    return { ok: true };
  },

  me: ({ session }) => sessionOf(session).user,

  userUpdate: async ({ params, body, session, db, services }) => {
    const me = sessionOf(session);
    if (idParam(params, 'id') !== me.user.id) {
      throw new ApiError(403, 'FORBIDDEN', messages.notYourAccount());
    }
    const now = services.now();
    return userFromRow(await db.users.updateProfile(me.user.id, profileFieldsOf(body, now), now));
  },

  // Answers the same whether or not another customer has the number: only its owner, who gets the
  // code, learns at phoneVerify that it is taken. Otherwise any signed-in customer could ask the
  // server which numbers are its customers.
  phoneChange: async ({ tenant, body, session, db, services }) => {
    const me = sessionOf(session);
    const now = services.now();
    requireFreshConfirmation(me, now, services.limits);
    const phone = phoneFrom(body.phone);
    if (phone === me.user.phone)
      throw new ApiError(400, 'SAME_PHONE', messages.samePhone(), {}, { field: 'phone' });
    services.outbox.checkReady(tenant);
    const issued = await db.codes.issue(
      { purpose: 'PHONE_CHANGE', merchantId: tenant.id, phone, userId: me.user.id, clientType: body.type },
      now,
    );
    await sendIssuedCode(services, tenant, phone, issued, now);
    return {
      id: issued.id,
      phone,
      type: body.type,
      // Seconds the code stays valid; the code itself only goes by SMS.
      time: CODE_TTL_SECONDS,
      timestamp: new Date(issued.createdAt).toISOString(),
      code: null,
    };
  },

  phoneVerify: async ({ tenant, body, session, db, services, client }) => {
    const me = sessionOf(session);
    const request = await db.codes.phoneChange(tenant.id, me.user.id, body.id);
    if (!request) throw new ApiError(404, 'PHONE_CHANGE_NOT_FOUND', messages.phoneChangeNotFound(body.id));
    if (phoneFrom(body.phone) !== request.phone)
      throw new ApiError(400, 'PHONE_MISMATCH', messages.phoneMismatch());
    if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(body.code)) {
      throw fieldError('code', { kind: 'format' });
    }
    const now = services.now();
    const scope = { merchantId: tenant.id, phone: request.phone, client };
    await consumeCode(db, services.limits, scope, request, body.code, now);
    // The caller has just proven the number is theirs, so saying it is taken reveals nothing new.
    const owner = await db.users.byPhone(tenant.id, request.phone);
    if (owner && owner.id !== me.user.id) {
      throw new ApiError(409, 'PHONE_TAKEN', messages.phoneTaken(request.phone));
    }
    return { phone: (await db.users.setVerifiedPhone(me.user.id, request.phone, now)).phone };
  },

  // The customer's brands (spec: a customer may belong to several brands): the merchant's brands
  // where the customer has an account, the one signed in to and those of other merchants with the
  // same phone (a user is per merchant). Deleted ones stay: the storefront shows such a brand as
  // "System deleted by admin; contact your manager" instead of silently dropping it.
  userBrands: async ({ tenant, session, db }) => {
    const { phone } = sessionOf(session).user;
    const brands = tenant.data.brands?.items ?? [];
    const belongs = await Promise.all(
      brands.map(
        async (brand) =>
          brand.merchantId === tenant.id || (await db.users.byPhone(brand.merchantId, phone)) !== undefined,
      ),
    );
    return brands.filter((_, index) => belongs[index]);
  },
} satisfies Handlers;

/**
 * Asks the payment provider to forget the customer's saved cards before the account goes
 * (payments/cards/card-access.ts forgetCardsAtPayme): passed in by the server's root
 * (api-handlers.ts), so accounts imports nothing of payments.
 */
export type ForgetSavedCards = (
  tenant: Tenant,
  owner: { merchantId: number; userId: number },
  db: StorefrontDb,
  services: ServerServices,
) => Promise<void>;

/** Deleting the account: the saved cards first, then the user (its rows go with it). */
export const deleteAccountHandlers = (forgetSavedCards: ForgetSavedCards) =>
  ({
    deleteAccount: async ({ tenant, session, db, services }) => {
      const me = sessionOf(session);
      requireFreshConfirmation(me, services.now(), services.limits);
      // Saved cards go with the account (ON DELETE CASCADE); Payme is asked to forget their tokens first.
      await forgetSavedCards(tenant, { merchantId: tenant.id, userId: me.user.id }, db, services);
      await db.users.delete(me.user.id);
      return { ok: true };
    },
  }) satisfies Handlers;
