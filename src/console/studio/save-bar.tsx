/**
 * The studio's save bar (settings and menu): how the draft stands (problems to fix, unsaved, or the
 * saved version), the refusal of the last save in words (409: someone saved first, the draft kept),
 * save and discard.
 */
import { Button } from '../../ui/button.tsx';
import type { ApiRequestError } from '../../core/api/unwrap.ts';
import { useConsole } from '../app/console-context.ts';

interface Props {
  problems: number;
  changed: boolean;
  version: number | undefined;
  saving: boolean;
  error: ApiRequestError | null;
  onSave: () => void;
  onDiscard: () => void;
}

export function SaveBar({ problems, changed, version, saving, error, onSave, onDiscard }: Props) {
  const { t } = useConsole();
  return (
    <div className="studio-save panel">
      <p role="status" className={problems ? 'field__error' : 'muted'}>
        {problems
          ? t('studio.problems', { count: problems })
          : changed
            ? t('studio.unsaved')
            : t('studio.savedVersion', { version: version ?? '' })}
      </p>
      {error && (
        <p role="alert" className="alert">
          {error.status === 409 ? t('studio.conflict') : error.message}
        </p>
      )}
      <div className="choice-row">
        <Button disabled={!changed || problems > 0 || saving} onClick={onSave}>
          {saving ? t('studio.saving') : t('studio.save')}
        </Button>
        <Button variant="secondary" disabled={!changed || saving} onClick={onDiscard}>
          {t('studio.discard')}
        </Button>
      </div>
    </div>
  );
}
