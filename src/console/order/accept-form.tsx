/** Accept with the kitchen's time: one tap on a preset (the customer's estimate moves with it). */
import { Button } from '../../ui/button.tsx';
import { useConsole } from '../app/console-context.ts';

export const PREPARATION_PRESETS = [10, 20, 30, 45] as const;

export function AcceptForm({ busy, onAccept }: { busy: boolean; onAccept: (minutes: number) => void }) {
  const { t } = useConsole();
  return (
    <fieldset className="choice-row">
      <legend>{t('order.acceptIn')}</legend>
      {PREPARATION_PRESETS.map((minutes) => (
        <Button key={minutes} disabled={busy} onClick={() => onAccept(minutes)}>
          {t('order.acceptMinutes', { minutes })}
        </Button>
      ))}
    </fieldset>
  );
}
