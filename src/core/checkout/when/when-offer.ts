/**
 * The checkout's "when" choice for delivery and pickup (spec section 4: now, later, or a set time),
 * worked out from the branch's opening (now) and its slots (branch-hours.ts) and what the order draft
 * holds. Pure: the section renders it, the checkout sends what it says.
 *
 * - Open now: "as soon as possible" and "at a set time" are both offered; the draft's choice stands.
 * - Closed now (before opening, after closing, or a day off): "now" is not offered, the customer is
 *   told when the branch opens, and a set time is the choice (the next slots are offered).
 * - A set time is a day of the list and one of its slots. A day the draft holds that is no longer
 *   offered (it passed, the hours changed) falls back to the first day, a time that day does not
 *   offer to the day's first slot, so what is shown is always what would be sent. Decision: the fallback is shown, not silently
 *   sent: the customer sees the time next to "Place order" before pressing it.
 */
import type { DraftWhen } from '../../order-draft/draft-schema.ts';
import type { LocalMoment, Opening, SlotDay, TimeSlot } from '../../branches/branch-hours.ts';

/** Why "now" is not offered. */
export type ClosedNotice =
  /** Today has hours, but not now: opens later today, or on a later day (after closing). */
  | { kind: 'closed'; opensAt: LocalMoment | null; inDays: number | null }
  /** Today is a day off (spec section 5: today is a holiday). */
  | { kind: 'dayOff'; opensAt: LocalMoment | null; inDays: number | null };

export interface WhenOffer {
  /** "As soon as possible" can be chosen. */
  nowOffered: boolean;
  notice: ClosedNotice | null;
  /** The days a set time may be on (empty: none in the coming week). */
  days: SlotDay[];
  /** What is shown as chosen. */
  mode: 'NOW' | 'AT_TIME';
  /** The chosen day and slot of a set time. */
  day: SlotDay | null;
  slot: TimeSlot | null;
  /** The order can go with this choice. */
  ready: boolean;
}

export interface WhenOfferInput {
  opening: Opening;
  days: SlotDay[];
  chosen: DraftWhen;
  /** Days from today's date to a date on the merchant's clock (branch-hours daysFromToday). */
  daysFromToday: (date: string) => number;
}

export function whenOffer({ opening, days, chosen, daysFromToday }: WhenOfferInput): WhenOffer {
  const nowOffered = opening.state === 'open';
  const notice: ClosedNotice | null =
    opening.state === 'open'
      ? null
      : {
          kind: opening.state,
          opensAt: opening.opensAt,
          inDays: opening.opensAt ? daysFromToday(opening.opensAt.date) : null,
        };
  const mode = nowOffered ? chosen.mode : 'AT_TIME';
  if (mode === 'NOW') return { nowOffered, notice, days, mode, day: null, slot: null, ready: true };
  const day = days.find((d) => d.date === chosen.day) ?? days[0] ?? null;
  const slot = day ? (day.slots.find((s) => s.time === chosen.time) ?? day.slots[0] ?? null) : null;
  return { nowOffered, notice, days, mode, day, slot, ready: slot !== null };
}

/** What the order request carries for the choice: nothing for "now", the set time otherwise. */
export type WhenRequest =
  | { later: false }
  | {
      later: true;
      /** ISO 8601 with the merchant's offset ("2026-06-09T14:30:00+05:00"). */
      deliveryAt: string;
      /** The merchant's date and time of the slot, as the spec's order request names them. */
      day: string;
      time: string;
    };

/** The request's part for the offer, or null when it cannot go (a set time without a slot). */
export function whenRequest(offer: WhenOffer): WhenRequest | null {
  if (!offer.ready) return null;
  const { slot } = offer;
  if (offer.mode === 'NOW' || !slot) return { later: false };
  return { later: true, deliveryAt: slot.deliveryAt, day: slot.date, time: slot.time };
}
