/**
 * What every saved-card call needs first: the merchant offers saved cards, has Payme credentials, and
 * the call is the signed-in customer's.
 */
import type { PaymeCredentials } from '../../../contract/payment-providers.ts';
import { sessionOf } from '../../accounts/handler-support.ts';
import { ApiError } from '../../base/api-error.ts';
import type { ServerServices } from '../../http/api-types.ts';
import type { Session, StorefrontDb } from '../../storage/db.ts';
import type { Tenant } from '../../tenants/load-tenants.ts';
import { paymeKeysOf } from '../payme/payme-keys.ts';
import { cardMessages } from './card-messages.ts';
import type { CardOwner } from './card-store.ts';
import type { SubscribeApi } from './subscribe-api.ts';

/** Saved cards are offered in the web settings or in the Click app's. */
export const offersCards = (tenant: Tenant): boolean =>
  tenant.data.settingsWeb.cardActive || tenant.data.settingsClickApp?.cardActive === true;

export interface CardAccess {
  owner: CardOwner;
  credentials: PaymeCredentials;
  payme: SubscribeApi;
}

/**
 * The key receipts.* sign with (`X-Auth: <id>:<key>`): the cash register's key as Payme's
 * ChangePassword last set it (payme/payme-keys.ts), the test key when the Subscribe API address is
 * Payme's test environment (checkout.test.paycom.uz) and the merchant has one.
 */
export async function signingCredentials(
  tenant: Tenant,
  credentials: PaymeCredentials,
  db: StorefrontDb,
): Promise<PaymeCredentials> {
  const keys = await paymeKeysOf(db).activeKeys(tenant.id, credentials);
  const testEnvironment = new URL(credentials.subscribeApiUrl).hostname.includes('.test.');
  const key = (testEnvironment ? keys.testKey : undefined) ?? keys.key ?? credentials.key;
  return { ...credentials, key };
}

/**
 * @throws ApiError 403 CARDS_NOT_OFFERED when the merchant's settings have cardActive off
 * @throws ApiError 400 PAYMENT_NOT_CONFIGURED without Payme credentials (payment-providers.json)
 */
export async function cardAccess(
  tenant: Tenant,
  session: Session | undefined,
  services: Pick<ServerServices, 'paymeSubscribe'>,
  db: StorefrontDb,
): Promise<CardAccess> {
  const { user } = sessionOf(session);
  if (!offersCards(tenant)) throw new ApiError(403, 'CARDS_NOT_OFFERED', cardMessages.cardsOff());
  const fixture = tenant.data.paymentProviders?.payme;
  if (!fixture) throw new ApiError(400, 'PAYMENT_NOT_CONFIGURED', cardMessages.notConfigured());
  const credentials = await signingCredentials(tenant, fixture, db);
  return {
    owner: { merchantId: tenant.id, userId: user.id },
    credentials,
    payme: services.paymeSubscribe(credentials),
  };
}

/**
 * Asks Payme to forget every card the customer saved with this merchant (account deletion: the rows
 * go with the user). Best effort: a token Payme cannot be reached about is logged and left, useless
 * without the merchant's key. Nothing to do where the merchant has no Payme credentials.
 */
export async function forgetCardsAtPayme(
  tenant: Tenant,
  owner: CardOwner,
  db: StorefrontDb,
  services: Pick<ServerServices, 'paymeSubscribe' | 'log'>,
): Promise<void> {
  const fixture = tenant.data.paymentProviders?.payme;
  if (!fixture) return;
  const cards = await db.cards.list(owner);
  if (cards.length === 0) return;
  const payme = services.paymeSubscribe(await signingCredentials(tenant, fixture, db));
  for (const card of cards) {
    try {
      await payme.cardsRemove(card.token);
    } catch (error) {
      services.log.warn(`[payme] cards.remove: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
