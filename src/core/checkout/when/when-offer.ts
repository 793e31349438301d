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
 * - "Later" (the spec names it beside "now" and "a set time" and gives the request day, time, day2
 *   and time2, nothing more). Decision: a window of the merchant's slots, "between 14:00 and
 *   15:00": it starts at one slot of a day and ends at a later slot of the same day's list, so the
 *   whole window lies within one stretch of the branch's hours (a night past midnight included: its
 *   end then has the next date, which is what day2 is for). The start goes as deliveryAt (the
 *   kitchen's earliest), day/time, the end as day2/time2; the server checks the same rules
 *   (server/orders/order-window.ts). A day with a single slot offers no window; an end the draft
 *   holds that no longer follows the start falls back to an hour after it, else the day's last slot.
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
  /** The days a window may be on: those with two slots at least. */
  windowDays: SlotDay[];
  /** What is shown as chosen. */
  mode: DraftWhen['mode'];
  /** The chosen day and slot of a set time, or the day and start of a window. */
  day: SlotDay | null;
  slot: TimeSlot | null;
  /** A window's possible ends (the day's slots after its start) and the chosen one. */
  ends: TimeSlot[];
  until: TimeSlot | null;
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
  const windowDays = days.filter((d) => d.slots.length > 1);
  // Closed now: a window stays the choice; anything else becomes a set time.
  const mode = nowOffered || chosen.mode === 'LATER' ? chosen.mode : 'AT_TIME';
  const none = { ends: [], until: null };
  const base = { nowOffered, notice, days, windowDays, mode };
  if (mode === 'NOW') return { ...base, day: null, slot: null, ...none, ready: true };
  const list = mode === 'LATER' ? windowDays : days;
  const day = list.find((d) => d.date === chosen.day) ?? list[0] ?? null;
  // A window starts at any slot but the day's last, which has nothing after it to end at.
  const starts = day ? (mode === 'LATER' ? day.slots.slice(0, -1) : day.slots) : [];
  const slot = starts.find((s) => s.time === chosen.time) ?? starts[0] ?? null;
  if (mode === 'AT_TIME') return { ...base, day, slot, ...none, ready: slot !== null };
  const ends = day && slot ? day.slots.filter((s) => s.at > slot.at) : [];
  const until =
    ends.find((s) => s.time === chosen.until) ??
    ends.find((s) => slot !== null && s.at >= slot.at + DEFAULT_WINDOW_MS) ??
    ends.at(-1) ??
    null;
  return { ...base, day, slot, ends, until, ready: until !== null };
}

/** A window's length unless the customer chooses its end: an hour. */
const DEFAULT_WINDOW_MS = 60 * 60_000;

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
      /** A window's end ("later"): the merchant's date and time of its last slot. */
      day2?: string;
      time2?: string;
    };

/** The request's part for the offer, or null when it cannot go (a set time without a slot). */
export function whenRequest(offer: WhenOffer): WhenRequest | null {
  if (!offer.ready) return null;
  const { slot, until } = offer;
  if (offer.mode === 'NOW' || !slot) return { later: false };
  const start = { later: true, deliveryAt: slot.deliveryAt, day: slot.date, time: slot.time } as const;
  return offer.mode === 'LATER' && until ? { ...start, day2: until.date, time2: until.time } : start;
}
