import { useQuery } from '@tanstack/react-query';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { CustomerPromo } from '../../contract/index.ts';
import { formatDate } from '../../core/i18n/format.ts';
import { useOrderDraft } from '../../core/order-draft/use-order-draft.ts';
import { RequireSession } from '../../core/session/require-session.tsx';
import type { StoredSession } from '../../core/session/session-store.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { firstLoad, QueryView } from '../../ui/query-view.tsx';
import { Skeleton } from '../../ui/page-state.tsx';
import { PromoTerms } from './promo-terms.tsx';
import { customerPromosQuery } from './promo-queries.ts';
import './promo.css';
import './promos-page.css';

/**
 * Route profile-promos: the customer's promo codes. The merchant's codes usable now, each with what it
 * gives, until when and the uses left, and a button that takes it to the next order; then the codes
 * the customer has used that cannot be used again, with why.
 */
export default function PromosPage() {
  return <RequireSession>{(session) => <Promos session={session} />}</RequireSession>;
}

function Promos({ session }: { session: StoredSession }) {
  const { api, merchant } = useStorefront();
  const t = useT();
  const promos = useQuery(customerPromosQuery(api, merchant.id, session.user.id));
  const heading = <h1 className="promos__title">{t('promo.page.title')}</h1>;

  return (
    <div className="promos" aria-busy={firstLoad(promos)}>
      {heading}
      <QueryView
        query={promos}
        level={2}
        texts={{
          failed: t('promo.page.loadFailed'),
          retry: t('promo.page.retry'),
          empty: { title: t('promo.page.empty.title'), message: t('promo.page.empty.text') },
        }}
        loading={[0, 1, 2].map((i) => (
          <Skeleton key={i} width="100%" height={104} radius={16} />
        ))}
        isEmpty={(list) => list.length === 0}
        emptyAction={
          <Link className="btn btn--primary" to="/">
            {t('promo.page.toMenu')}
          </Link>
        }
      >
        {(list) => <PromoLists promos={list} />}
      </QueryView>
    </div>
  );
}

/** The codes still usable, then those used up or expired. */
function PromoLists({ promos }: { promos: readonly CustomerPromo[] }) {
  const t = useT();
  const usable = promos.filter((p) => p.state === 'USABLE');
  const done = promos.filter((p) => p.state !== 'USABLE');
  return (
    <>
      {usable.length ? (
        <section className="promos__section" aria-labelledby="promos-usable">
          <h2 id="promos-usable" className="promos__heading">
            {t('promo.page.usable')}
          </h2>
          <ul className="promos__list">
            {usable.map((promo) => (
              <PromoCard key={promo.id} promo={promo} />
            ))}
          </ul>
        </section>
      ) : null}
      {done.length ? (
        <section className="promos__section" aria-labelledby="promos-used">
          <h2 id="promos-used" className="promos__heading">
            {t('promo.page.used')}
          </h2>
          <ul className="promos__list">
            {done.map((promo) => (
              <PromoCard key={promo.id} promo={promo} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

const PromoCard = observer(function PromoCard({ promo }: { promo: CustomerPromo }) {
  const t = useT();
  const draft = useOrderDraft();
  const chosen = draft.promo?.id === promo.id;
  const usable = promo.state === 'USABLE';
  const { state: _state, used: _used, ...offer } = promo;
  return (
    <li className={`promos__card${usable ? '' : ' promos__card--done'}`}>
      <div className="promos__card-head">
        <span className="promo__code" dir="ltr">
          {promo.code}
        </span>
        {usable ? null : <span className="promos__state">{t(`promo.state.${promo.state}`)}</span>}
      </div>
      <PromoTerms offer={promo} />
      <dl className="promos__facts">
        {usable ? (
          <div>
            <dt>{t('promo.page.until')}</dt>
            <dd>
              {/* The day on the viewer's calendar: the server decides at the moment anyway (format-time.ts,
                  the merchant's clock, would be one more download on the home page). */}
              <time dateTime={promo.endDate}>{formatDate(promo.endDate)}</time>
            </dd>
          </div>
        ) : null}
        {usable && promo.usesLeft !== null ? (
          <div>
            <dt>{t('promo.page.usesLeft')}</dt>
            <dd>{promo.usesLeft}</dd>
          </div>
        ) : null}
        {promo.used > 0 ? (
          <div>
            <dt>{t('promo.page.usedTimes')}</dt>
            <dd>{promo.used}</dd>
          </div>
        ) : null}
      </dl>
      {usable ? (
        chosen ? (
          <p className="promos__chosen" role="status">
            {t('promo.page.chosen')}
          </p>
        ) : (
          <Button variant="secondary" className="promos__use" onClick={() => draft.setPromo(offer)}>
            {t('promo.page.use')}
          </Button>
        )
      ) : null}
    </li>
  );
});
