/**
 * Table reservations (bookingActive) of a signed-in customer: list, create and cancel. Only places of
 * a branch with bookingEnabled can be reserved, inside the rules of reservation-rules.ts. Only the
 * owner sees or cancels a reservation: anyone else's (or another merchant's) is 404, so ids reveal
 * nothing.
 */
import { nameProblem, tidyName } from '../../contract/field-rules.ts';
import { timeZoneOf } from '../../contract/time-zone.ts';
import { sessionOf } from '../accounts/handler-support.ts';
import { phoneFrom } from '../http/phone-field.ts';
import { idParam } from '../http/path-params.ts';
import { ApiError, fieldError } from '../base/api-error.ts';
import type { Handlers } from '../http/api-types.ts';
import type { StorefrontDb } from '../storage/db.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import { reservationSlot } from '../../contract/reservation-slots.ts';
import { capacityRefusal, slotTimeRefusal, type SlotRefusal } from './reservation-rules.ts';
import { reservationsOf, type ZoneOf } from './reservations-store.ts';

/** The time zone of a branch of the merchant (its city's), for the times of the answers. */
function zoneOfBranch(tenant: Tenant): ZoneOf {
  const cities = tenant.data.cities.items;
  const branches = tenant.data.branches.items;
  return (branchId) => timeZoneOf(branches.find((b) => b.id === branchId)?.cityId, cities);
}

const notAvailable = () =>
  new ApiError(400, 'BOOKING_NOT_AVAILABLE', {
    ru: 'Здесь нельзя забронировать столик',
    uz: "Bu yerda stol band qilib bo'lmaydi",
    eng: 'Tables cannot be reserved here',
  });

const refused = (refusal: SlotRefusal) => new ApiError(400, refusal.code, refusal.message);

/** A branch that takes reservations, and the place asked for in it. */
function placeOf(tenant: Tenant, branchId: number, placeId: number) {
  if (!tenant.data.settingsWeb.bookingActive) throw notAvailable();
  const branch = tenant.data.branches.items.find(
    (b) => b.id === branchId && !b.deleted && b.isActive && b.settings.bookingEnabled,
  );
  if (!branch) throw notAvailable();
  const place = branch.bookingPlaces?.find((p) => p.id === placeId);
  if (!place) {
    throw new ApiError(404, 'PLACE_NOT_FOUND', {
      ru: `Место не найдено: ${placeId}`,
      uz: `Joy topilmadi: ${placeId}`,
      eng: `Place not found: ${placeId}`,
    });
  }
  return { branch, place };
}

async function ownReservation(db: StorefrontDb, tenant: Tenant, userId: number, id: number) {
  const stored = await reservationsOf(db).find(id, zoneOfBranch(tenant));
  if (!stored || stored.merchantId !== tenant.id || stored.userId !== userId) {
    throw new ApiError(404, 'RESERVATION_NOT_FOUND', {
      ru: `Бронь не найдена: ${id}`,
      uz: `Bron topilmadi: ${id}`,
      eng: `Reservation not found: ${id}`,
    });
  }
  return stored;
}

export const reservationHandlers = {
  reservations: ({ tenant, session, db }) => {
    const { user } = sessionOf(session);
    return reservationsOf(db).listOf(tenant.id, user.id, zoneOfBranch(tenant));
  },

  reservationCreate: async ({ tenant, body, session, db, services }) => {
    const { user } = sessionOf(session);
    const { branch, place } = placeOf(tenant, body.branchId, body.placeId);
    const problem = nameProblem(body.name, true);
    if (problem) throw fieldError('name', problem);
    const phone = phoneFrom(body.phone);
    const timeZone = timeZoneOf(branch.cityId, tenant.data.cities.items);
    const { start, end } = reservationSlot(body.date, body.time, timeZone);
    const now = services.now();
    const timeRefusal = slotTimeRefusal(branch, start, now, timeZone);
    if (timeRefusal) throw refused(timeRefusal);
    const booked = await reservationsOf(db).book(
      {
        merchantId: tenant.id,
        userId: user.id,
        branchId: branch.id,
        placeId: place.id,
        chairs: body.chairs,
        start,
        end,
        name: tidyName(body.name),
        phone,
        now,
      },
      (taken) => capacityRefusal(place, body.chairs, taken),
      zoneOfBranch(tenant),
    );
    if ('refusal' in booked) throw refused(booked.refusal);
    return booked.reservation;
  },

  reservationCancel: async ({ tenant, params, session, db, services }) => {
    const { user } = sessionOf(session);
    const stored = await ownReservation(db, tenant, user.id, idParam(params, 'id'));
    // Cancelling twice (a second tab, a double tap) answers the cancelled reservation.
    if (stored.reservation.status === 'CANCELLED') return stored.reservation;
    if (Date.parse(stored.reservation.time) <= services.now()) {
      throw new ApiError(409, 'RESERVATION_STARTED', {
        ru: 'Бронь уже началась, её нельзя отменить',
        uz: "Bron allaqachon boshlangan, uni bekor qilib bo'lmaydi",
        eng: 'The reservation has already started and cannot be cancelled',
      });
    }
    return reservationsOf(db).cancel(stored.reservation.id, zoneOfBranch(tenant));
  },
} satisfies Handlers;
