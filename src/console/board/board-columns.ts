/**
 * The board's columns and which statuses each holds. "Ready or on the way" gathers the delivery's
 * drive (a courier assigned, on the way, delivered) with nothing of pickup: a pickup order goes from
 * cooking to done (contract order-transitions.ts). Done shows today's orders only: yesterday's are
 * history, not work.
 */
import type { OrderStatus } from '../../contract/index.ts';
import { serverDate } from '../../core/server-clock.ts';
import type { TextKey } from '../i18n/texts.ts';

export type ColumnId = 'new' | 'accepted' | 'cooking' | 'ready' | 'done';

export interface BoardColumn {
  id: ColumnId;
  label: TextKey;
  statuses: readonly OrderStatus[];
}

export const BOARD_COLUMNS: readonly BoardColumn[] = [
  { id: 'new', label: 'board.column.new', statuses: ['CREATED', 'OPEN', 'AT_TIME'] },
  { id: 'accepted', label: 'board.column.accepted', statuses: ['ACCEPTED'] },
  { id: 'cooking', label: 'board.column.cooking', statuses: ['COOKING'] },
  { id: 'ready', label: 'board.column.ready', statuses: ['ATTACHED', 'ON_WAY', 'DELIVERED'] },
  { id: 'done', label: 'board.column.done', statuses: ['DONE'] },
];

/** Every status the board asks for. */
export const BOARD_STATUSES: readonly OrderStatus[] = BOARD_COLUMNS.flatMap((column) => column.statuses);

export const columnOf = (status: OrderStatus): ColumnId | null =>
  BOARD_COLUMNS.find((column) => column.statuses.includes(status))?.id ?? null;

export const isNewOrder = (status: OrderStatus): boolean => columnOf(status) === 'new';

/** Whether an instant falls on the viewer's today (the done column's rule). */
export function isToday(iso: string, now: Date = serverDate()): boolean {
  const at = new Date(iso);
  return (
    at.getFullYear() === now.getFullYear() &&
    at.getMonth() === now.getMonth() &&
    at.getDate() === now.getDate()
  );
}
