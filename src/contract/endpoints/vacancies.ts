/**
 * Vacancies and applying for one, screens loaded on demand (index.ts). The paths are this
 * contract's decision (vacancy-applications.ts).
 */
import { z } from 'zod';
import { Vacancy } from '../content.ts';
import { VacancyApplication, VacancyApplicationRequest } from '../vacancy-applications.ts';
import { def } from './define.ts';

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
