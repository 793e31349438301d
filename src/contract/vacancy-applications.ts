/**
 * Applying for a vacancy (vacanciesActive): a name, a phone and a short note, kept by the server for
 * the responsible person. The spec shows no calls for vacancies; the paths are this contract's
 * decision. Guests may apply (a job seeker need not be a customer), limited per client; a signed-in
 * customer's applications are also listed back to them.
 */
import { z } from 'zod';
import type { EndpointDef } from './endpoints.ts';
import { Vacancy } from './content.ts';
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

const def = <const E extends EndpointDef>(e: E): E => e;

export const vacancyEndpoints = {
  vacancies: def({
    method: 'GET',
    path: '/support/v1/vacancy',
    response: z.array(Vacancy),
    summary: 'Open vacancies of the merchant',
  }),
  vacancyById: def({
    method: 'GET',
    path: '/support/v1/vacancy/{id}',
    response: Vacancy,
    summary: 'One vacancy',
  }),
  vacancyApply: def({
    method: 'POST',
    path: '/support/v1/vacancy/{id}/apply/WITH_TOKEN',
    body: VacancyApplicationRequest,
    response: VacancyApplication,
    summary:
      'Apply for a vacancy. The token is optional (guests apply too, a few times an hour per client); a signed-in customer sees the application in vacancyApplications',
  }),
  vacancyApplications: def({
    method: 'GET',
    path: '/support/v1/vacancy/applications/WITH_TOKEN',
    response: z.array(VacancyApplication),
    summary: "The signed-in customer's own applications, newest first",
  }),
} as const;
