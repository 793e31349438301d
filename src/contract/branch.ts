import { z } from 'zod';
import { BranchPause } from './branch-pause.ts';
import { WeekName, WorkHoursType } from './enums.ts';
import {
  ClockTime,
  DateTime,
  Id,
  Latitude,
  LocalizedText,
  Longitude,
  Money,
  OptionalId,
} from './primitives.ts';

export const DayHours = z.object({
  open: ClockTime.nullish(),
  close: ClockTime.nullish(),
  isDayOff: z.boolean().default(false),
});
export type DayHours = z.infer<typeof DayHours>;

/** Working hours of one kind (PICK_UP, ...), keyed by upper-case English weekday. */
export const WorkHours = z.object({
  type: WorkHoursType,
  hours: z.partialRecord(WeekName, DayHours),
});
export type WorkHours = z.infer<typeof WorkHours>;

export const BranchSettings = z.object({
  bookingEnabled: z.boolean().default(false),
  deliveryEnabled: z.boolean().default(false),
  dineinEnabled: z.boolean().default(false),
  directorId: OptionalId,
  expressEnabled: z.boolean().default(false),
  kitchenEnabled: z.boolean().default(false),
  merchantId: OptionalId,
  payOfficeEnabled: z.boolean().default(false),
  pickupEnabled: z.boolean().default(false),
  storageEnabled: z.boolean().default(false),
  yandexEnabled: z.boolean().default(false),
});

export const Branch = z.looseObject({
  id: Id,
  cityId: Id,
  merchantId: Id,
  name: LocalizedText,
  longitude: Longitude,
  latitude: Latitude,
  /** The address as the merchant wrote it (one language, often Uzbek Latin). */
  address: z.string(),
  /**
   * Decision: the spec gives a branch one address text; a merchant whose customers read several
   * languages may add the address per language here, and a page shows the one in its language
   * (core/branches/branch-address.ts), `address` where it has none.
   */
  addressTranslations: LocalizedText.optional(),
  open: ClockTime.nullish(),
  close: ClockTime.nullish(),
  joinPosterId: z.string().nullish(),
  jowiId: z.string().nullish(),
  iikoId: z.string().nullish(),
  phone: z.string().nullish(),
  bookingPhone: z.string().nullish(),
  isActive: z.boolean(),
  isMain: z.boolean().default(false),
  createdDate: DateTime.nullish(),
  deleted: z.boolean().default(false),
  lastModifiedDate: DateTime.nullish(),
  deliveryPrice: Money.nullish(),
  distance: z.number().nonnegative().nullish(),
  deliveryStart: ClockTime.nullish(),
  deliveryEnd: ClockTime.nullish(),
  companyId: OptionalId,
  paymentId: OptionalId,
  settings: BranchSettings,
  workHours: z.array(WorkHours).default([]),
  /** Services the staff paused (branch-pause.ts); none in fixtures, set by the server while one holds. */
  pauses: z.array(BranchPause).default([]),
  // bookingPlaces (tables and halls to reserve) rides along as a loose key: its schema is
  // booking-place.ts, read by the reservation screens (bookingPlacesOf) and the fixture files.
});
export type Branch = z.infer<typeof Branch>;
