/**
 * The reservation form's model: the branch (the main one first), its places, the chairs within the
 * place's capacity, the days and times the branch takes reservations on (in its city's time zone,
 * from the moment the page opened), the customer's name and phone, and sending the reservation.
 * The form (reservation-form.tsx) draws what this says.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bookingPlacesOf } from '../../contract/booking-place.ts';
import type { Branch } from '../../contract/branch.ts';
import type { User } from '../../contract/people.ts';
import { reservationDates, reservationTimes } from '../../contract/reservation-slots.ts';
import { timeZoneOf } from '../../contract/time-zone.ts';
import { useApiMutation } from '../../core/api/use-api-mutation.ts';
import { useContactFields } from '../../ui/contact-fields.tsx';
import { useFormChecks } from '../../core/forms/form-checks.tsx';
import { formatDayMonth } from '../../core/i18n/format-day.ts';
import { notify } from '../../core/notify.ts';
import { serverNow } from '../../core/server-clock.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { chairsWithin } from './booking-branches.ts';
import { reservationsKey } from './reservations-queries.ts';

export function useReservationForm(
  user: Pick<User, 'id' | 'firstName' | 'lastName' | 'phone'>,
  branches: Branch[],
  cities: readonly { id: number; timeZone?: string | null }[],
) {
  const { merchant } = useStorefront();
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const [branchId, setBranchId] = useState(() => (branches.find((b) => b.isMain) ?? branches[0])?.id ?? 0);
  const branch = branches.find((b) => b.id === branchId) ?? branches[0];
  const places = branch ? bookingPlacesOf(branch) : [];
  const [placeId, setPlaceId] = useState<number | null>(null);
  const place = places.find((p) => p.id === placeId) ?? places[0];
  const [chairs, setChairs] = useState(2);
  const seats = chairsWithin(chairs, place?.capacity ?? 1);

  const timeZone = timeZoneOf(branch?.cityId, cities);
  // The moment the page opened (on the server's clock): the offered times do not shift while typing.
  const [now] = useState(serverNow);
  const dates = useMemo(
    () => (branch ? reservationDates(branch, now, timeZone) : []),
    [branch, now, timeZone],
  );
  const [pickedDate, setDate] = useState<string | null>(null);
  const date = pickedDate && dates.includes(pickedDate) ? pickedDate : (dates[0] ?? null);
  const times = useMemo(
    () => (branch && date ? reservationTimes(branch, date, now, timeZone) : []),
    [branch, date, now, timeZone],
  );
  const [pickedTime, setTime] = useState<string | null>(null);
  const time = pickedTime && times.includes(pickedTime) ? pickedTime : (times[0] ?? null);

  const create = useApiMutation('reservationCreate');
  const busy = create.isPending;
  const [formError, setFormError] = useState<string | null>(null);
  const checks = useFormChecks();
  const contact = useContactFields(
    'booking',
    { name: t('booking.name'), phone: t('booking.phone') },
    user,
    checks,
  );

  async function send() {
    if (busy || !checks.validate() || !branch || !place || !date || !time) return;
    checks.clearRefusals();
    setFormError(null);
    const [error, reservation] = await create.run({
      body: {
        branchId: branch.id,
        placeId: place.id,
        chairs: seats,
        date,
        time,
        name: contact.name,
        phone: contact.phoneDigits(),
      },
    });
    if (error) return setFormError(checks.showRefusal(error));
    await queryClient.invalidateQueries({ queryKey: reservationsKey(merchant.id, user.id) });
    notify(
      t('booking.done', {
        date: formatDayMonth(reservation.date),
        time: reservation.clock,
      }),
      'success',
    );
    void navigate('/profile/reservations');
  }

  return {
    branch,
    setBranchId,
    places,
    place,
    setPlaceId,
    seats,
    setChairs,
    dates,
    date,
    setDate,
    times,
    time,
    setTime,
    contact,
    checks,
    busy,
    formError,
    send,
  };
}
