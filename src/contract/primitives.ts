/**
 * Building blocks shared by every entity of the contract.
 * No React and no Node imports here: the storefront, the server and the tools all load this folder.
 */
import { z } from 'zod';

/** Language keys as the merchant backend spells them in settings flags and localized texts. */
export const BackendLanguage = z.enum(['ru', 'uz', 'eng', 'kz', 'ar', 'tr', 'zh']);
export type BackendLanguage = z.infer<typeof BackendLanguage>;

/**
 * A text in several languages. The spec names ru, uz and eng for catalogue names; the other interface
 * languages may carry their own text too. Keys are closed on purpose: a typo such as "en" is an error
 * an onboarding editor should underline, not a text that silently never shows.
 */
export const LocalizedText = z.partialRecord(BackendLanguage, z.string()).meta({
  id: 'LocalizedText',
  description: 'Text per language: ru, uz, eng (and optionally kz, ar, tr, zh).',
});
export type LocalizedText = z.infer<typeof LocalizedText>;

export const Id = z.number().int().nonnegative();
export const OptionalId = Id.nullish();

/** ISO 8601 date-time such as 2026-01-31T09:30:00Z. */
export const DateTime = z.iso.datetime({ offset: true });
/** ISO date such as 2026-01-31. */
export const DateOnly = z.iso.date();

/** "HH:mm" 24-hour clock time. */
export const ClockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected a time as HH:mm, e.g. 09:30');

export const Latitude = z.number().min(-90).max(90);
export const Longitude = z.number().min(-180).max(180);

/** A CSS colour in #rgb or #rrggbb form. */
export const HexColor = z
  .string()
  .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'expected a colour such as #FCE000');

/** Relative media path (served by the content host) or an absolute http(s) URL. */
export const MediaPath = z.string().min(1);

/** Money in so'm (or tenge): may carry decimals. */
export const Money = z.number().nonnegative();

/** Fixture files carry "$schema" so editors can validate them; the API itself never sends it. */
export const SchemaRef = z.string().optional().meta({ description: 'Path to the JSON Schema of this file' });

/** A paged list as the orders endpoints return it (zero-based page). */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    page: z.number().int().nonnegative(),
    size: z.number().int().positive(),
    totalElements: z.number().int().nonnegative(),
    totalPages: z.number().int().nonnegative(),
  });
