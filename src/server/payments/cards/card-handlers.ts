/**
 * The saved-card endpoints (cards, cardCreate, cardCode, cardVerify, cardDelete, cardPay) on Payme's
 * Subscribe API. Adding a card is cards.create (save: true) then cards.get_verify_code: the number
 * goes to Payme in that one call and is kept nowhere, the server keeps Payme's token, masked number
 * and expiry. The SMS code confirms it (cards.verify); only a confirmed card pays (card-payment.ts).
 */
import { isExpired, passesLuhn } from '../../../contract/index.ts';
import { idParam } from '../../http/path-params.ts';
import { ApiError, fieldError } from '../../base/api-error.ts';
import type { Handlers } from '../../http/api-types.ts';
import type { Logger } from '../../base/logger.ts';
import { cardAccess } from './card-access.ts';
import { cardMessages } from './card-messages.ts';
import { payOrderWithCard } from './card-payment.ts';
import { publicCard, type CardOwner, type StoredCard } from './card-store.ts';
import type { StorefrontDb } from '../../storage/db.ts';
import type { SubscribeApi, VerifyCodeSent } from './subscribe-api.ts';
import { viaPayme } from './subscribe-errors.ts';

/** Payme's `wait` (ms) as the storefront's countdown (whole seconds). */
const codeSent = (sent: VerifyCodeSent) => ({ phone: sent.phone, resendIn: Math.ceil(sent.wait / 1000) });

/** Forgets a token at Payme when it is no longer wanted; a failure is logged, never the customer's. */
async function forget(payme: SubscribeApi, token: string, log: Logger): Promise<void> {
  try {
    await payme.cardsRemove(token);
  } catch (error) {
    log.warn(`[payme] cards.remove: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** @throws ApiError 404 CARD_NOT_FOUND for an id that is not this customer's */
async function ownCard(db: StorefrontDb, owner: CardOwner, id: number): Promise<StoredCard> {
  const card = await db.cards.find(owner, id);
  if (!card) throw new ApiError(404, 'CARD_NOT_FOUND', cardMessages.cardNotFound(id));
  return card;
}

export const cardHandlers = {
  cards: async ({ tenant, session, db, services }) => {
    const { owner } = await cardAccess(tenant, session, services, db);
    return (await db.cards.list(owner)).map(publicCard);
  },

  cardCreate: async ({ tenant, session, body, db, services }) => {
    const { owner, payme } = await cardAccess(tenant, session, services, db);
    const { log } = services;
    // The contract checks the number's form; a mistyped digit is caught here, before Payme sees it.
    if (!passesLuhn(body.number)) {
      throw fieldError('number', { kind: 'cardNumber' });
    }
    if (isExpired(body.expire, services.now()))
      throw new ApiError(422, 'CARD_EXPIRED', cardMessages.expired());
    const card = await viaPayme(log, 'cards.create', () => payme.cardsCreate(body));
    // Payme's `recurrent` false: the card cannot pay again later, so there is nothing to save.
    if (!card.recurrent) {
      await forget(payme, card.token, log);
      throw new ApiError(422, 'CARD_NOT_RECURRENT', cardMessages.notRecurrent());
    }
    const same = await db.cards.findSame(owner, card.number, card.expire);
    if (same?.verified) {
      await forget(payme, card.token, log);
      throw new ApiError(409, 'CARD_ALREADY_SAVED', cardMessages.alreadySaved());
    }
    let sent: VerifyCodeSent;
    try {
      sent = await viaPayme(log, 'cards.get_verify_code', () => payme.cardsGetVerifyCode(card.token));
    } catch (error) {
      // Without a code the card can never be confirmed: it is not kept.
      await forget(payme, card.token, log);
      throw error;
    }
    let stored: StoredCard;
    if (same) {
      // Added again before it was confirmed: the new token replaces the old one.
      await forget(payme, same.token, log);
      stored = await db.cards.replaceToken(same.id, card.token, services.now());
    } else {
      stored = await db.cards.insert(owner, card, services.now());
    }
    return { card: publicCard(stored), code: codeSent(sent) };
  },

  cardCode: async ({ tenant, session, params, db, services }) => {
    const { owner, payme } = await cardAccess(tenant, session, services, db);
    const card = await ownCard(db, owner, idParam(params, 'id'));
    if (card.verified) throw new ApiError(409, 'CARD_ALREADY_VERIFIED', cardMessages.alreadyVerified());
    const sent = await viaPayme(services.log, 'cards.get_verify_code', () =>
      payme.cardsGetVerifyCode(card.token),
    );
    return codeSent(sent);
  },

  cardVerify: async ({ tenant, session, params, body, db, services }) => {
    const { owner, payme } = await cardAccess(tenant, session, services, db);
    const card = await ownCard(db, owner, idParam(params, 'id'));
    // Confirming twice (a double tap, a retry after a lost answer) answers the confirmed card.
    if (card.verified) return publicCard(card);
    const checked = await viaPayme(services.log, 'cards.verify', () =>
      payme.cardsVerify(card.token, body.code),
    );
    if (!checked.verify) throw new ApiError(422, 'CARD_NOT_VERIFIED', cardMessages.notVerified());
    return publicCard(await db.cards.markVerified(card.id, services.now()));
  },

  cardDelete: async ({ tenant, session, params, db, services }) => {
    const { owner, payme } = await cardAccess(tenant, session, services, db);
    const card = await ownCard(db, owner, idParam(params, 'id'));
    // The customer asked to be forgotten: the card goes here even when Payme cannot be reached (the
    // token is useless without the merchant's key, and is logged as left behind).
    await forget(payme, card.token, services.log);
    await db.cards.delete(card.id);
    return { ok: true as const };
  },

  cardPay: async ({ tenant, session, params, body, db, services }) => {
    const access = await cardAccess(tenant, session, services, db);
    return payOrderWithCard({
      tenant,
      access,
      db,
      services,
      orderId: idParam(params, 'orderId'),
      cardId: body.cardId,
    });
  },
} satisfies Handlers;
