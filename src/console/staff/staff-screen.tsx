/** The owner's staff: who may sign in, with which role and branches; add and remove. */
import { useState } from 'react';
import { localize } from '../../core/i18n/localize.ts';
import { Button } from '../../ui/button.tsx';
import { useConsole } from '../app/console-context.ts';
import { useSignedInMe } from '../session/use-me.ts';
import { AddStaffForm } from './add-staff-form.tsx';
import { useRemoveStaff, useStaffList } from './use-staff.ts';

export default function StaffScreen() {
  const { t, lang } = useConsole();
  const me = useSignedInMe();
  const list = useStaffList();
  const remove = useRemoveStaff();
  // Removing ends the member's sessions at once: one tap to ask, a second to confirm.
  const [confirming, setConfirming] = useState<number | null>(null);
  const branchName = (id: number) => localize(me.branches.find((b) => b.id === id)?.name, lang) || `#${id}`;
  return (
    <section className="stack" aria-labelledby="staff-title">
      <h1 id="staff-title">{t('nav.staff')}</h1>
      {list.error && <p role="alert">{list.error.message}</p>}
      {remove.error && <p role="alert">{remove.error.message}</p>}
      <div className="two-columns">
        <ul className="staff-list">
          {list.data?.map((member) => (
            <li key={member.id} className="panel staff-list__item">
              <div>
                <p className="strong">{member.name}</p>
                <p>
                  <a href={`tel:${member.phone}`}>{member.phone}</a> · {t(`role.${member.role}`)}
                </p>
                <p className="muted">
                  {member.branchIds.length > 0
                    ? member.branchIds.map(branchName).join(', ')
                    : t('staff.allBranches')}
                </p>
              </div>
              {member.id !== me.staff.id &&
                (confirming === member.id ? (
                  <Button
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(member.id, { onSuccess: () => setConfirming(null) })}
                  >
                    {t('staff.removeConfirm', { name: member.name })}
                  </Button>
                ) : (
                  <Button variant="secondary" onClick={() => setConfirming(member.id)}>
                    {t('staff.remove')}
                  </Button>
                ))}
            </li>
          ))}
        </ul>
        <AddStaffForm />
      </div>
    </section>
  );
}
