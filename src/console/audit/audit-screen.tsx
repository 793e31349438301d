/** The audit log (owners and managers): every staff action, who, when, and what it changed. */
import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { useConsole } from '../app/console-context.ts';
import { dayAndClock } from '../format/formats.ts';
import { may, useSignedInMe } from '../session/use-me.ts';
import { useStaffList } from '../staff/use-staff.ts';
import { AuditChange } from './audit-change.tsx';
import { AuditFiltersForm } from './audit-filters.tsx';
import { useAudit, type AuditFilters } from './use-audit.ts';

export default function AuditScreen() {
  const { t } = useConsole();
  const me = useSignedInMe();
  const [filters, setFilters] = useState<AuditFilters>({ staffId: null, action: null, day: null });
  const audit = useAudit(filters);
  // Only an owner may list the staff; a manager sees members by number (and their own name).
  const staff = useStaffList(may(me, 'staff'));
  const members = staff.data ?? [{ id: me.staff.id, name: me.staff.name }];
  const nameOf = (id: number) =>
    members.find((member) => member.id === id)?.name ?? t('audit.member', { id });
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section className="stack" aria-labelledby="audit-title">
      <h1 id="audit-title">{t('nav.audit')}</h1>
      <AuditFiltersForm filters={filters} staff={members} onChange={setFilters} />
      {audit.error && <p role="alert">{audit.error.message}</p>}
      {audit.isPending ? (
        <p role="status">{t('app.loading')}</p>
      ) : entries.length === 0 ? (
        <p>{t('audit.empty')}</p>
      ) : (
        <ul className="audit-list">
          {entries.map((entry) => (
            <li key={entry.id} className="panel">
              <p>
                <time dateTime={entry.at}>{dayAndClock(entry.at)}</time> ·{' '}
                <strong>{nameOf(entry.staffId)}</strong> · {t(`action.${entry.action}`)}
                {entry.targetId !== null && ` · ${t(`target.${entry.targetType}`)} ${entry.targetId}`}
              </p>
              <AuditChange entry={entry} />
            </li>
          ))}
        </ul>
      )}
      {audit.hasNextPage && (
        <Button
          variant="secondary"
          disabled={audit.isFetchingNextPage}
          onClick={() => void audit.fetchNextPage()}
        >
          {t('audit.more')}
        </Button>
      )}
    </section>
  );
}
