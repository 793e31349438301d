/** Which branch's orders the board shows: all the member sees, or one (an operator sees only theirs). */
import { localize } from '../../core/i18n/localize.ts';
import { SelectField } from '../../ui/field.tsx';
import { useConsole } from '../app/console-context.ts';
import type { ConsoleMe } from '../session/use-me.ts';

export const ALL_BRANCHES = 'all';

export function BranchFilter({
  me,
  value,
  onChange,
}: {
  me: ConsoleMe;
  value: number | null;
  onChange: (branchId: number | null) => void;
}) {
  const { t, lang } = useConsole();
  const options = [
    { value: ALL_BRANCHES, label: t('board.allBranches') },
    ...me.branches.map((branch) => ({ value: branch.id, label: localize(branch.name, lang) })),
  ];
  return (
    <SelectField
      id="board-branch"
      label={t('board.branch')}
      value={value ?? ALL_BRANCHES}
      options={options}
      onChange={(picked) => onChange(picked === ALL_BRANCHES ? null : Number(picked))}
    />
  );
}
