/**
 * Vacancies (vacanciesActive): the merchant's vacancies from its fixture, and applications for them.
 * A guest may apply (job seekers are not always customers), a few times an hour per client
 * (http/rate-limit-rules.ts); a signed-in customer's application is theirs and listed back to them
 * only. With vacanciesActive off the vacancies do not exist (404), as their pages do not.
 */
import { nameProblem, textProblem, tidyName } from '../../contract/field-rules.ts';
import { VACANCY_NOTE_MAX_LENGTH } from '../../contract/vacancy-applications.ts';
import { sessionOf } from '../accounts/handler-support.ts';
import { phoneFrom } from '../http/phone-field.ts';
import { idParam } from '../http/path-params.ts';
import { ApiError, fieldError } from '../base/api-error.ts';
import type { Handlers } from '../http/api-types.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import { vacancyApplicationsOf } from './vacancy-applications-store.ts';

const vacanciesOf = (tenant: Tenant) =>
  tenant.data.settingsWeb.vacanciesActive ? (tenant.data.vacancies?.items ?? []) : [];

function vacancyOf(tenant: Tenant, id: number) {
  const vacancy = vacanciesOf(tenant).find((v) => v.id === id);
  if (!vacancy) {
    throw new ApiError(404, 'VACANCY_NOT_FOUND', {
      ru: `Вакансия не найдена: ${id}`,
      uz: `Vakansiya topilmadi: ${id}`,
      eng: `Vacancy not found: ${id}`,
    });
  }
  return vacancy;
}

export const vacancyHandlers = {
  vacancies: ({ tenant }) => vacanciesOf(tenant),

  vacancyById: ({ tenant, params }) => vacancyOf(tenant, idParam(params, 'id')),

  vacancyApply: async ({ tenant, params, body, session, db, services }) => {
    const vacancy = vacancyOf(tenant, idParam(params, 'id'));
    const problem = nameProblem(body.name, true);
    if (problem) throw fieldError('name', problem);
    const phone = phoneFrom(body.phone);
    const note = tidyNote(body.note);
    return vacancyApplicationsOf(db).add({
      merchantId: tenant.id,
      vacancyId: vacancy.id,
      userId: session?.user.id ?? null,
      name: tidyName(body.name),
      phone,
      note,
      now: services.now(),
    });
  },

  vacancyApplications: ({ tenant, session, db }) => {
    const { user } = sessionOf(session);
    return vacancyApplicationsOf(db).listOf(tenant.id, user.id);
  },
} satisfies Handlers;

/** The note trimmed; empty is none. @throws ApiError 400 when longer than VACANCY_NOTE_MAX_LENGTH */
function tidyNote(note: string | undefined): string | null {
  const text = note?.trim() ?? '';
  const problem = textProblem(text, VACANCY_NOTE_MAX_LENGTH);
  if (problem) throw fieldError('note', problem);
  return text || null;
}
