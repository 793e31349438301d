/** The two choices of a stop: where (every branch or one of the member's) and for how long. */
import { localize } from '../../core/i18n/localize.ts';
import { SelectField } from '../../ui/field.tsx';
import { useConsole } from '../app/console-context.ts';
import { STOP_UNTIL_CHOICES } from '../availability/until-choices.ts';
import { useSignedInMe } from '../session/use-me.ts';
import { EVERY_BRANCH, type StopScope } from './stop-scope.ts';

export function StopScopeFields({ id, scope }: { id: string; scope: StopScope }) {
  const { t, lang } = useConsole();
  const me = useSignedInMe();
  return (
    <div className="inline-form">
      <SelectField
        id={`${id}-where`}
        label={t('stop.where')}
        value={scope.where}
        options={[
          ...(scope.everyAllowed ? [{ value: EVERY_BRANCH, label: t('stop.everyBranch') }] : []),
          ...me.branches.map((branch) => ({ value: String(branch.id), label: localize(branch.name, lang) })),
        ]}
        onChange={scope.setWhere}
      />
      <SelectField
        id={`${id}-until`}
        label={t('stop.untilLabel')}
        value={scope.until}
        options={STOP_UNTIL_CHOICES.map((choice) => ({ value: choice.value, label: t(choice.label) }))}
        onChange={(value) =>
          scope.setUntil(STOP_UNTIL_CHOICES.find((choice) => choice.value === value)?.value ?? 'manual')
        }
      />
    </div>
  );
}
