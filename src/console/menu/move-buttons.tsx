/** A row's "move up" and "move down" buttons: reordering from a keyboard or a phone, where dragging is not. */
import { IconButton } from '../../ui/button.tsx';
import { useConsole } from '../app/console-context.ts';

export function MoveButtons({
  name,
  index,
  count,
  move,
}: {
  name: string;
  index: number;
  count: number;
  move: (from: number, to: number) => void;
}) {
  const { t } = useConsole();
  return (
    <>
      <IconButton
        label={t('menu.moveUp', { name })}
        disabled={index === 0}
        onClick={() => move(index, index - 1)}
      >
        ↑
      </IconButton>
      <IconButton
        label={t('menu.moveDown', { name })}
        disabled={index === count - 1}
        onClick={() => move(index, index + 1)}
      >
        ↓
      </IconButton>
    </>
  );
}
