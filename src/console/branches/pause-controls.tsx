/** One service of one branch (pickup or delivery): its pause in force, pause for a while, reopen. */
import type { PausableService } from '../../contract/branch-pause.ts';
import type { PauseEntry } from '../../contract/console-availability.ts';
import { Button } from '../../ui/button.tsx';
import { useConsole } from '../app/console-context.ts';
import { PAUSE_MINUTES, pauseUntilOf } from '../availability/until-choices.ts';
import { useAvailabilityChange } from '../availability/use-availability.ts';
import { clock } from '../format/formats.ts';

export function PauseControls({
  branchId,
  type,
  pause,
}: {
  branchId: number;
  type: PausableService;
  pause: PauseEntry | undefined;
}) {
  const { t } = useConsole();
  const change = useAvailabilityChange();
  const busy = change.isPending;
  return (
    <div className="stack pause-controls">
      <h3>{t(`service.${type}`)}</h3>
      {pause ? (
        <>
          <p className="badge badge--warn">
            {pause.until ? t('pause.pausedUntil', { time: clock(pause.until) }) : t('pause.pausedManual')}
          </p>
          <Button
            disabled={busy}
            onClick={() => change.mutate({ kind: 'reopen', pause: { branchId, type } })}
          >
            {t('pause.reopen')}
          </Button>
        </>
      ) : (
        <>
          <p className="badge badge--ok">{t('pause.open')}</p>
          <div className="choice-row" role="group" aria-label={t('pause.pauseFor')}>
            {PAUSE_MINUTES.map((minutes) => (
              <Button
                key={minutes ?? 'manual'}
                variant="secondary"
                disabled={busy}
                onClick={() => change.mutate({ kind: 'pause', branchId, type, until: pauseUntilOf(minutes) })}
              >
                {minutes === null ? t('until.reopened') : t('pause.minutes', { minutes })}
              </Button>
            ))}
          </div>
        </>
      )}
      {change.error && <p role="alert">{change.error.message}</p>}
    </div>
  );
}
