import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useLocalize, usePrice, useStorefront, useT } from '../../core/storefront.tsx';
import { firstLoad, QueryView } from '../../ui/query-view.tsx';
import { Skeleton } from '../../ui/page-state.tsx';
import { vacanciesQuery } from './vacancies-queries.ts';
import './vacancies.css';

/** Route vacancy: the merchant's open positions, each leading to its page. */
export default function VacanciesPage() {
  const { api, merchant } = useStorefront();
  const t = useT();
  const localize = useLocalize();
  const price = usePrice();
  const vacancies = useQuery(vacanciesQuery(api, merchant.id));

  const heading = <h1 className="vacancies__title">{t('vacancies.title')}</h1>;
  return (
    <div className="vacancies" aria-busy={firstLoad(vacancies)}>
      {heading}
      <QueryView
        query={vacancies}
        level={2}
        texts={{
          failed: t('vacancies.loadFailed'),
          retry: t('vacancies.retry'),
          empty: { title: t('vacancies.empty.title'), message: t('vacancies.empty.text') },
        }}
        loading={[0, 1, 2].map((i) => (
          <Skeleton key={i} width="100%" height={88} />
        ))}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <ul className="vacancies__list">
            {list.map((vacancy) => (
              <li key={vacancy.id}>
                <Link className="vacancy-card" to={`/vacancy/${vacancy.id}`}>
                  <span className="vacancy-card__position">{localize(vacancy.position)}</span>
                  <span className="vacancy-card__salary">
                    {vacancy.salary
                      ? t('vacancies.salary', { amount: price(vacancy.salary) })
                      : t('vacancies.salaryOpen')}
                  </span>
                  {vacancy.requirements ? (
                    <span className="vacancy-card__requirements">{localize(vacancy.requirements)}</span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}
