/**
 * Saved delivery addresses of a signed-in customer. Only the owner sees or changes an address: another
 * user's address is 403, an unknown one (or one of another merchant) 404.
 */
import type { Address } from '../../contract/index.ts';
import { addressTextFields, type AddressFields, type StoredAddress } from './addresses-store.ts';
import { ApiError, fieldError } from '../base/api-error.ts';
import type { Handlers } from '../http/api-types.ts';
import type { Session, StorefrontDb } from '../storage/db.ts';
import { messages } from '../base/error-messages.ts';
import { sessionOf } from '../accounts/handler-support.ts';
import { idParam } from '../http/path-params.ts';

/** Most addresses one customer may keep at one merchant. */
export const MAX_ADDRESSES = 50;
/** Longest accepted text of any address field. */
const MAX_TEXT_LENGTH = 500;

/** The stored fields of an address body; the body's id and dates are ignored (the server's). */
function addressFieldsOf(body: Address): AddressFields {
  const text = {} as Record<(typeof addressTextFields)[number], string | null>;
  for (const field of addressTextFields) {
    const value = body[field]?.trim() ?? null;
    if (value !== null && value.length > MAX_TEXT_LENGTH) {
      throw fieldError(field, { kind: 'tooLong', max: MAX_TEXT_LENGTH });
    }
    text[field] = value === '' ? null : value;
  }
  return {
    ...text,
    type: body.type,
    latitude: body.latitude,
    longitude: body.longitude,
    cityId: body.cityId ?? null,
  };
}

/** The {userId} of the path, which must be the caller. */
function ownUserId(params: Readonly<Record<string, string>>, session: Session): number {
  const userId = idParam(params, 'userId');
  if (userId !== session.user.id) throw new ApiError(403, 'FORBIDDEN', messages.notYourAddresses());
  return userId;
}

/** The address of the {id} path parameter, when the caller owns it. */
async function ownAddress(
  db: StorefrontDb,
  merchantId: number,
  params: Readonly<Record<string, string>>,
  session: Session,
): Promise<StoredAddress> {
  const id = idParam(params, 'id');
  const stored = await db.addresses.find(id);
  if (!stored || stored.merchantId !== merchantId) {
    throw new ApiError(404, 'ADDRESS_NOT_FOUND', messages.addressNotFound(id));
  }
  if (stored.userId !== session.user.id) throw new ApiError(403, 'FORBIDDEN', messages.notYourAddress());
  return stored;
}

export const addressHandlers = {
  addresses: ({ tenant, params, session, db }) =>
    db.addresses.list(tenant.id, ownUserId(params, sessionOf(session))),

  addressCreate: async ({ tenant, params, body, session, db, services }) => {
    const userId = ownUserId(params, sessionOf(session));
    const fields = addressFieldsOf(body);
    if ((await db.addresses.count(tenant.id, userId)) >= MAX_ADDRESSES) {
      throw new ApiError(409, 'TOO_MANY_ADDRESSES', messages.tooManyAddresses(MAX_ADDRESSES));
    }
    return db.addresses.create(tenant.id, userId, fields, services.now());
  },

  addressUpdate: async ({ tenant, params, body, session, db, services }) => {
    const { id } = await ownAddress(db, tenant.id, params, sessionOf(session));
    return db.addresses.update(id, addressFieldsOf(body), services.now());
  },

  addressDelete: async ({ tenant, params, session, db }) => {
    const { id } = await ownAddress(db, tenant.id, params, sessionOf(session));
    await db.addresses.delete(id);
    return { ok: true };
  },
} satisfies Handlers;
