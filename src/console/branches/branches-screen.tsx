/** The member's branches: pause pickup or delivery for a while or until reopened, and reopen. */
import { PausableService } from '../../contract/branch-pause.ts';
import { localize } from '../../core/i18n/localize.ts';
import { useConsole } from '../app/console-context.ts';
import { useAvailability } from '../availability/use-availability.ts';
import { useSignedInMe } from '../session/use-me.ts';
import { PauseControls } from './pause-controls.tsx';

export default function BranchesScreen() {
  const { t, lang } = useConsole();
  const me = useSignedInMe();
  const availability = useAvailability();
  return (
    <section className="stack" aria-labelledby="branches-title">
      <h1 id="branches-title">{t('nav.branches')}</h1>
      {availability.error && <p role="alert">{availability.error.message}</p>}
      <ul className="branch-list">
        {me.branches.map((branch) => (
          <li key={branch.id} className="panel">
            <h2>{localize(branch.name, lang)}</h2>
            <div className="branch-list__services">
              {PausableService.options.map((type) => (
                <PauseControls
                  key={type}
                  branchId={branch.id}
                  type={type}
                  pause={availability.data?.pauses.find(
                    (pause) => pause.branchId === branch.id && pause.type === type,
                  )}
                />
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
