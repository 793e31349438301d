/**
 * Whether a slot may be reserved: in the future, not too far ahead, inside the branch's hours, and
 * within the place's chairs given the reservations that overlap it (contract/reservations.ts has the
 * rules in words); the time rules are contract/reservation-slots.ts, which the storefront's form uses too.
 */
import type { Branch } from '../../contract/branch.ts';
import { slotTimeProblem } from '../../contract/reservation-slots.ts';
import { RESERVATION_DAYS_AHEAD, type BookingPlace } from '../../contract/reservations.ts';
import type { LocalizedMessage } from '../base/error-messages.ts';

export interface SlotRefusal {
  code:
    | 'RESERVATION_IN_PAST'
    | 'RESERVATION_TOO_FAR'
    | 'RESERVATION_OUTSIDE_HOURS'
    | 'RESERVATION_OVER_CAPACITY'
    | 'RESERVATION_PLACE_TAKEN';
  message: LocalizedMessage;
}

/** The time rules: future, not too far ahead, inside the hours with time left before closing. */
export function slotTimeRefusal(
  branch: Branch,
  start: number,
  now: number,
  timeZone: string,
): SlotRefusal | null {
  const problem = slotTimeProblem(branch, start, now, timeZone);
  if (problem === 'past') {
    return {
      code: 'RESERVATION_IN_PAST',
      message: {
        ru: 'Это время уже прошло, выберите другое',
        uz: "Bu vaqt o'tib ketgan, boshqasini tanlang",
        eng: 'This time has passed, choose another one',
      },
    };
  }
  if (problem === 'tooFar') {
    return {
      code: 'RESERVATION_TOO_FAR',
      message: {
        ru: `Бронировать можно не более чем на ${RESERVATION_DAYS_AHEAD} дней вперёд`,
        uz: `Faqat ${RESERVATION_DAYS_AHEAD} kun oldinga band qilish mumkin`,
        eng: `Reservations are taken at most ${RESERVATION_DAYS_AHEAD} days ahead`,
      },
    };
  }
  if (problem === 'outsideHours') {
    return {
      code: 'RESERVATION_OUTSIDE_HOURS',
      message: {
        ru: 'В это время филиал не принимает гостей, выберите другое время',
        uz: 'Bu vaqtda filial mehmonlarni qabul qilmaydi, boshqa vaqtni tanlang',
        eng: 'The branch does not seat guests at this time, choose another one',
      },
    };
  }
  return null;
}

/**
 * The chairs rule. A TABLE seats one party: any reservation overlapping the slot takes it. A HALL
 * seats parties until its chairs are taken.
 * @param taken chairs of each BOOKED reservation of the place overlapping the slot
 */
export function capacityRefusal(
  place: BookingPlace,
  chairs: number,
  taken: readonly number[],
): SlotRefusal | null {
  if (chairs > place.capacity) {
    return {
      code: 'RESERVATION_OVER_CAPACITY',
      message: {
        ru: `Здесь не больше ${place.capacity} мест`,
        uz: `Bu yerda ${place.capacity} tadan ortiq o'rin yo'q`,
        eng: `This place seats at most ${place.capacity}`,
      },
    };
  }
  const used = taken.reduce((sum, n) => sum + n, 0);
  const full = place.kind === 'TABLE' ? taken.length > 0 : used + chairs > place.capacity;
  if (full) {
    const left = place.kind === 'HALL' ? Math.max(place.capacity - used, 0) : 0;
    return {
      code: 'RESERVATION_PLACE_TAKEN',
      message:
        left > 0
          ? {
              ru: `На это время свободно только ${left} мест`,
              uz: `Bu vaqtga faqat ${left} ta o'rin bo'sh`,
              eng: `Only ${left} seats are free at this time`,
            }
          : {
              ru: 'На это время место уже занято, выберите другое время или место',
              uz: 'Bu vaqtga joy band, boshqa vaqt yoki joyni tanlang',
              eng: 'This place is taken at this time, choose another time or place',
            },
    };
  }
  return null;
}
