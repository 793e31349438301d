/**
 * The order draft as storage keeps it. Each field is read on its own (`.catch`): a field this
 * version cannot read falls back to empty, the rest of what the customer chose survives.
 */
import { z } from 'zod';
import {
  Address,
  ClockTime,
  DateOnly,
  Id,
  IdempotencyKey,
  Money,
  PaymentType,
  PromoOffer,
  ServiceType,
} from '../../contract/index.ts';

/** The server refuses longer texts (comments, names); the inputs stop there too. */
export const MAX_DRAFT_TEXT = 500;
/** A table number as printed on the table: a few digits (field-rules.ts: 1 to 9999). */
export const MAX_TABLE_DIGITS = 4;
/**
 * Digits the table field keeps: more than a table number has, so a number too long (10000) stays as
 * typed and its check says the range, rather than the field cutting it silently to another table.
 */
export const MAX_TYPED_TABLE_DIGITS = MAX_TABLE_DIGITS + 2;
/** What a table number may hold as typed: up to MAX_TYPED_TABLE_DIGITS decimal digits of any script. */
export const TABLE_NUMBER_TEXT = new RegExp(`^\\p{Nd}{0,${MAX_TYPED_TABLE_DIGITS}}$`, 'u');

export const DraftReceiver = z.object({
  name: z.string().max(MAX_DRAFT_TEXT),
  /** As typed, in the merchant's phone mask ("+998 90 123 45 67"); unmasked when sent. */
  phone: z.string().max(32),
});
export type DraftReceiver = z.infer<typeof DraftReceiver>;

/**
 * The Idempotency-Key of the order being placed (see order-key.ts) and the fingerprint of the body it
 * was made for. Kept with the draft, so a reload during "Place order" sends the same key again.
 */
export const PendingOrderKey = z.object({
  key: IdempotencyKey,
  fingerprint: z.string().max(64),
});
export type PendingOrderKey = z.infer<typeof PendingOrderKey>;

/**
 * When the customer wants the order (spec section 4: now, later, or a set time), for delivery and
 * pickup. NOW: as soon as possible. AT_TIME: a day and a slot's start on the merchant's clock (its
 * calendar and time zone, never the device's), sent to orders/at-time as deliveryAt with later=true.
 * LATER: a window of the same day's slots, from `time` to `until` (when-offer.ts says why), sent
 * as day/time and day2/time2 beside deliveryAt. Each field is read on its own, so a broken day keeps
 * the mode and the times.
 */
export const DraftWhen = z.object({
  mode: z.enum(['NOW', 'AT_TIME', 'LATER']).catch('NOW'),
  /** The merchant's calendar day of a set time or a window ("2026-06-09"). */
  day: DateOnly.nullable().catch(null),
  /** The slot's start on the merchant's clock ("14:30"). */
  time: ClockTime.nullable().catch(null),
  /** The window's end, a later slot of the same day ("15:30"). */
  until: ClockTime.nullable().catch(null),
});
export type DraftWhen = z.infer<typeof DraftWhen>;

/** Longest apartment, intercom, entrance or floor text the inputs take (the server takes 500). */
export const MAX_ADDRESS_EXTRA = 50;
const extraText = z.string().max(MAX_ADDRESS_EXTRA).catch('');

/**
 * What the courier needs beyond the point on the map (spec section 3: address extras), sent as the
 * order's office, domophone, entrance and floor. Each field is read on its own.
 */
export const AddressExtras = z.object({
  office: extraText,
  domophone: extraText,
  entrance: extraText,
  floor: extraText,
});
export type AddressExtras = z.infer<typeof AddressExtras>;
export const noAddressExtras = (): AddressExtras => ({ office: '', domophone: '', entrance: '', floor: '' });

/**
 * Send the order's receipt (spec: sendCheque, sendChequePhone) and to which phone, as typed in the
 * merchant's mask; an empty phone sends it to the customer's own. Each field is read on its own.
 */
export const DraftReceipt = z.object({
  send: z.boolean().catch(false),
  phone: z.string().max(32).catch(''),
});
export type DraftReceipt = z.infer<typeof DraftReceipt>;
export const noReceipt = (): DraftReceipt => ({ send: false, phone: '' });

export const StoredDraft = z.object({
  serviceType: ServiceType.nullable().catch(null),
  /**
   * The order's branch (the chosen one for pickup or dine-in, the nearest one for delivery), kept when
   * the service type changes.
   */
  branchId: Id.nullable().catch(null),
  /** The digits as typed, of any script (Arabic-Indic, Persian...). */
  tableNumber: z.string().regex(TABLE_NUMBER_TEXT).catch(''),
  paymentType: PaymentType.nullable().catch(null),
  comment: z.string().max(MAX_DRAFT_TEXT).catch(''),
  /** What the courier should know (delivery only; spec: the order's courierComment). */
  courierComment: z.string().max(MAX_DRAFT_TEXT).catch(''),
  /** Someone else receives the order (receiverActive); null: the customer does. */
  receiver: DraftReceiver.nullable().catch(null),
  /** When: as soon as possible unless the customer set a time. */
  when: DraftWhen.catch(() => DraftWhen.parse({})),
  /** The delivery address (spec section 4: the order's address); kept when the service type changes. */
  address: Address.nullable().catch(null),
  /** The extras of this order's address; an unreadable one falls back to none, the address stays. */
  addressExtras: AddressExtras.catch(noAddressExtras),
  /** Set when "Place order" is pressed; forgotten once the order is confirmed or a choice changes. */
  orderKey: PendingOrderKey.nullable().catch(null),
  /**
   * The promo code the server accepted, with its terms (its check's answer): the checkout prices with
   * them and the order names the code; the server checks it again when the order is placed.
   */
  promo: PromoOffer.nullable().catch(null),
  /**
   * Cashback the customer chose to pay with (0: none). What the order spends is this, capped at the
   * balance and at the order's total when it is priced; an empty basket sets it back to 0 (spec
   * section 4).
   */
  cashback: Money.catch(0),
  receipt: DraftReceipt.catch(noReceipt),
});
export type StoredDraft = z.infer<typeof StoredDraft>;

export const emptyDraft = (): StoredDraft => StoredDraft.parse({});
