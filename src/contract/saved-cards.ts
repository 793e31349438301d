/**
 * Saved cards (cardActive) as the API sends and takes them. A saved card is the spec's Card (people.ts)
 * without what must never travel back: the number is Payme's masked form, there is no CVV (Payme
 * confirms a card with a code sent by SMS instead), and the token Payme issues stays on the server.
 */
import { z } from 'zod';
import { Id } from './primitives.ts';

/** Payme's masked number ("860006******6311"): digits and stars, the middle hidden. */
export const MaskedCardNumber = z.string().regex(/^\d{0,6}\*+\d{0,4}$/, 'expected a masked card number');

/** A card the customer saved with this merchant. */
export const SavedCard = z.object({
  id: Id,
  number: MaskedCardNumber,
  /** "MM/YY", as Payme returns it. */
  expire: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'expected MM/YY'),
  /** Confirmed with the SMS code: only a verified card pays. */
  isVerified: z.boolean(),
});
export type SavedCard = z.infer<typeof SavedCard>;

/**
 * A card as the form sends it, once, to be handed to Payme (cards.create). The checks name the field
 * and never repeat its value, so a refused number does not come back in the error either. Plain
 * patterns here (this table is in every page's start-up code); the Luhn check is card-number.ts's,
 * run by the form and by the server's handler.
 */
export const NewCard = z.object({
  number: z.string().regex(/^\d{16}$/, 'expected 16 digits'),
  /** "MMYY", as Payme takes it. */
  expire: z.string().regex(/^(0[1-9]|1[0-2])\d{2}$/, 'expected MMYY'),
});
export type NewCard = z.infer<typeof NewCard>;

/** Where the confirmation code went and when another may be asked for. */
export const CardCodeSent = z.object({
  /** The card holder's phone as Payme masks it ("99890*****12"). */
  phone: z.string().max(32),
  /** Seconds until another code may be asked for (Payme's `wait`). */
  resendIn: z.number().int().nonnegative(),
});
export type CardCodeSent = z.infer<typeof CardCodeSent>;

/** A card was saved with Payme and a confirmation code sent to its holder's phone. */
export const CardAdded = z.object({ card: SavedCard, code: CardCodeSent });
export type CardAdded = z.infer<typeof CardAdded>;

export const CardCodeCheck = z.object({
  code: z.string().regex(/^\d{6}$/, 'expected the 6-digit code'),
});

export const CardPayment = z.object({ cardId: Id });
