import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ApiRequestError } from '../../core/api/unwrap.ts';
import { useLocalize, usePrice, useStorefront, useT } from '../../core/storefront.tsx';
import { BackIcon } from '../../ui/icons.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageState, Skeleton } from '../../ui/page-state.tsx';
import { ApplicationForm } from './application-form.tsx';
import { vacancyQuery } from './vacancies-queries.ts';
import { telHref } from './tel-href.ts';
import './vacancies.css';
import { hasNativeButtons } from '../../core/channel-buttons.ts';

/** Route vacancy-id: one vacancy (position, salary, requirements, whom to call) and the form to apply. */
export default function VacancyPage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const { api, merchant } = useStorefront();
  const t = useT();
  const localize = useLocalize();
  const price = usePrice();
  const vacancyId = /^\d+$/.test(id) ? Number(id) : null;
  const vacancy = useQuery({
    ...vacancyQuery(api, merchant.id, vacancyId ?? -1),
    enabled: vacancyId !== null,
  });

  const back = (
    <Link className="vacancy__back" to="/vacancy" data-channel-button="back" hidden={hasNativeButtons()}>
      <span className="vacancy__back-icon" aria-hidden="true">
        <BackIcon />
      </span>
      {t('vacancies.back')}
    </Link>
  );
  if (vacancyId === null) {
    return (
      <PageState title={t('app.notFound.title')} message={t('app.notFound.invalid', { path: pathname })} />
    );
  }
  if (vacancy.error && !vacancy.data) {
    const missing = vacancy.error instanceof ApiRequestError && vacancy.error.status === 404;
    return (
      <div className="vacancy">
        {back}
        {missing ? (
          <PageState title={t('vacancies.notFound')} message={t('vacancies.notFoundText')} />
        ) : (
          <LoadFailed
            title={t('vacancies.loadFailed')}
            error={vacancy.error}
            retry={t('vacancies.retry')}
            onRetry={() => void vacancy.refetch()}
          />
        )}
      </div>
    );
  }
  if (!vacancy.data) {
    return (
      <div className="vacancy" aria-busy="true">
        {back}
        <Skeleton width="60%" height={30} radius={8} />
        <Skeleton width="100%" height={140} />
      </div>
    );
  }
  const { position, salary, requirements, responsiblePerson, phone } = vacancy.data;
  return (
    <div className="vacancy">
      {back}
      <h1 className="vacancy__title">{localize(position)}</h1>
      <p className="vacancy__salary">
        {salary ? t('vacancies.salary', { amount: price(salary) }) : t('vacancies.salaryOpen')}
      </p>
      {requirements ? (
        <section className="vacancy__section" aria-labelledby="vacancy-requirements">
          <h2 id="vacancy-requirements">{t('vacancies.requirements')}</h2>
          <p className="vacancy__text">{localize(requirements)}</p>
        </section>
      ) : null}
      {responsiblePerson || phone ? (
        <section className="vacancy__section" aria-labelledby="vacancy-contact">
          <h2 id="vacancy-contact">{t('vacancies.contact')}</h2>
          <div className="vacancy__contact">
            {responsiblePerson ? <span className="vacancy__person">{responsiblePerson}</span> : null}
            {phone ? (
              <a className="btn btn--secondary vacancy__call" href={telHref(phone)}>
                {t('vacancies.call', { phone })}
              </a>
            ) : null}
          </div>
        </section>
      ) : null}
      <ApplicationForm vacancyId={vacancyId} />
    </div>
  );
}
