/**
 * Applying for a vacancy (vacanciesActive): a name, a phone and a short note, kept by the server for
 * the responsible person. The spec shows no calls for vacancies; the paths are this contract's
 * decision. Guests may apply (a job seeker need not be a customer), limited per client; a signed-in
 * customer's applications are also listed back to them.
 */
import { z } from 'zod';
import { DateTime, Id } from './primitives.ts';

export const VACANCY_NOTE_MAX_LENGTH = 1000;

export const VacancyApplicationRequest = z.object({
  name: z.string(),
  phone: z.string(),
  note: z.string().optional(),
});
export type VacancyApplicationRequest = z.infer<typeof VacancyApplicationRequest>;

export const VacancyApplication = z.object({
  id: Id,
  vacancyId: Id,
  name: z.string(),
  phone: z.string(),
  note: z.string().nullable(),
  createdDate: DateTime,
});
export type VacancyApplication = z.infer<typeof VacancyApplication>;
