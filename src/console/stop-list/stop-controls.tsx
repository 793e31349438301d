/**
 * Stop one item (a product or an option): where (every branch, or one the member works for) and
 * until when; the item's stops in force, each with its resume.
 */
import { useState } from 'react';
import type { StopEntry, StopKind } from '../../contract/console-availability.ts';
import { localize } from '../../core/i18n/localize.ts';
import { Button } from '../../ui/button.tsx';
import { SelectField } from '../../ui/field.tsx';
import { useConsole } from '../app/console-context.ts';
import { STOP_UNTIL_CHOICES, stopUntilOf, type StopUntil } from '../availability/until-choices.ts';
import { useAvailabilityChange } from '../availability/use-availability.ts';
import { clock } from '../format/formats.ts';
import { useSignedInMe } from '../session/use-me.ts';

const EVERY_BRANCH = 'all';

export function StopControls({
  kind,
  itemId,
  stops,
}: {
  kind: StopKind;
  itemId: number;
  stops: readonly StopEntry[];
}) {
  const { t, lang } = useConsole();
  const me = useSignedInMe();
  const change = useAvailabilityChange();
  // An operator stops at their own branches only (the server refuses "every branch" to them).
  const everyAllowed = me.staff.role !== 'OPERATOR';
  const [where, setWhere] = useState<string>(everyAllowed ? EVERY_BRANCH : String(me.branches[0]?.id ?? ''));
  const [until, setUntil] = useState<StopUntil>('manual');
  const branchName = (id: number | null) =>
    id === null
      ? t('stop.everyBranch')
      : localize(me.branches.find((branch) => branch.id === id)?.name, lang) || `#${id}`;
  const base = `${kind}-${itemId}`;

  return (
    <div className="stack">
      {stops.length > 0 && (
        <ul className="stop-entries">
          {stops.map((stop) => (
            <li key={`${stop.branchId ?? 'all'}`}>
              <span>
                {t('stop.stoppedAt', { where: branchName(stop.branchId) })}{' '}
                {stop.until ? t('stop.until', { time: clock(stop.until) }) : t('until.manual')}
              </span>
              <Button
                variant="secondary"
                disabled={change.isPending}
                onClick={() =>
                  change.mutate({ kind: 'resume', entry: { kind, itemId, branchId: stop.branchId } })
                }
              >
                {t('stop.resume')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="inline-form">
        <SelectField
          id={`${base}-where`}
          label={t('stop.where')}
          value={where}
          options={[
            ...(everyAllowed ? [{ value: EVERY_BRANCH, label: t('stop.everyBranch') }] : []),
            ...me.branches.map((branch) => ({
              value: String(branch.id),
              label: localize(branch.name, lang),
            })),
          ]}
          onChange={setWhere}
        />
        <SelectField
          id={`${base}-until`}
          label={t('stop.untilLabel')}
          value={until}
          options={STOP_UNTIL_CHOICES.map((choice) => ({ value: choice.value, label: t(choice.label) }))}
          onChange={(value) =>
            setUntil(STOP_UNTIL_CHOICES.find((choice) => choice.value === value)?.value ?? 'manual')
          }
        />
        <Button
          disabled={change.isPending || where === ''}
          onClick={() =>
            change.mutate({
              kind: 'stop',
              entry: {
                kind,
                itemId,
                branchId: where === EVERY_BRANCH ? null : Number(where),
                until: stopUntilOf(until),
              },
            })
          }
        >
          {t('stop.stop')}
        </Button>
      </div>
      {change.error && <p role="alert">{change.error.message}</p>}
    </div>
  );
}
