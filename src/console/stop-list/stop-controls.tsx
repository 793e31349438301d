/**
 * One item (a product or an option) of an opened product: its stops in force, each with its resume,
 * and a button that stops it where and for as long as the product's choice says (stop-scope.ts).
 */
import type { StopEntry, StopKind } from '../../contract/console-availability.ts';
import { localize } from '../../core/i18n/localize.ts';
import { Button } from '../../ui/button.tsx';
import { useConsole } from '../app/console-context.ts';
import { stopUntilOf } from '../availability/until-choices.ts';
import { useAvailabilityChange } from '../availability/use-availability.ts';
import { clock } from '../format/formats.ts';
import { useSignedInMe } from '../session/use-me.ts';
import { branchOfScope, type StopScope } from './stop-scope.ts';

export function StopControls({
  kind,
  itemId,
  name,
  stops,
  scope,
}: {
  kind: StopKind;
  itemId: number;
  /** What the item is called, for the buttons' names (many Stop buttons share a screen). */
  name: string;
  stops: readonly StopEntry[];
  scope: StopScope;
}) {
  const { t, lang } = useConsole();
  const me = useSignedInMe();
  const change = useAvailabilityChange();
  const branchName = (id: number | null) =>
    id === null
      ? t('stop.everyBranch')
      : localize(me.branches.find((branch) => branch.id === id)?.name, lang) || `#${id}`;
  const stop = () =>
    change.mutate({
      kind: 'stop',
      entry: { kind, itemId, branchId: branchOfScope(scope.where), until: stopUntilOf(scope.until) },
    });

  return (
    <div className="stop-item">
      <div className="stop-item__head">
        <span className="stop-item__name">{name}</span>
        <Button
          aria-label={`${t('stop.stop')}: ${name}`}
          disabled={change.isPending || scope.where === ''}
          onClick={stop}
        >
          {t('stop.stop')}
        </Button>
      </div>
      {stops.length > 0 && (
        <ul className="stop-entries">
          {stops.map((entry) => (
            <li key={entry.branchId ?? 'all'}>
              <span className="badge badge--warn">
                {t('stop.stoppedAt', { where: branchName(entry.branchId) })}{' '}
                {entry.until ? t('stop.until', { time: clock(entry.until) }) : t('until.manual')}
              </span>
              <Button
                variant="secondary"
                aria-label={`${t('stop.resume')}: ${name}`}
                disabled={change.isPending}
                onClick={() =>
                  change.mutate({ kind: 'resume', entry: { kind, itemId, branchId: entry.branchId } })
                }
              >
                {t('stop.resume')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {change.error && <p role="alert">{change.error.message}</p>}
    </div>
  );
}
