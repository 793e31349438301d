/**
 * The live orders board: a column per stage (board-columns.ts), per branch, arriving live with a
 * beep and the count of new orders in the tab title.
 */
import { useState } from 'react';
import type { ConsoleOrderSummary } from '../../contract/console-orders.ts';
import { useConsole } from '../app/console-context.ts';
import { useNow } from '../format/use-now.ts';
import { useSignedInMe } from '../session/use-me.ts';
import { BOARD_COLUMNS, columnOf, isToday, type ColumnId } from './board-columns.ts';
import { BranchFilter } from './branch-filter.tsx';
import { OrderCard } from './order-card.tsx';
import { POLL_MS, useLiveBoard } from './use-live-board.ts';
import { useBoardOrders } from './use-board-orders.ts';
import { useNewOrderAlert } from './use-new-order-alert.ts';
import { useTabTitle } from './use-tab-title.ts';

function byColumn(orders: readonly ConsoleOrderSummary[]): Record<ColumnId, ConsoleOrderSummary[]> {
  const columns: Record<ColumnId, ConsoleOrderSummary[]> = {
    new: [],
    accepted: [],
    cooking: [],
    ready: [],
    done: [],
  };
  for (const order of orders) {
    const column = columnOf(order.status);
    if (column && (column !== 'done' || isToday(order.createdAt))) columns[column].push(order);
  }
  // The oldest waiting first: it is the one to take next.
  for (const list of Object.values(columns)) list.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  columns.done.reverse();
  return columns;
}

export function BoardScreen() {
  const { t } = useConsole();
  const me = useSignedInMe();
  const [branchId, setBranchId] = useState<number | null>(null);
  const { polling } = useLiveBoard();
  const orders = useBoardOrders(branchId, polling ? POLL_MS : false);
  const now = useNow();
  const columns = byColumn(orders.data ?? []);
  useNewOrderAlert(orders.data);
  useTabTitle(t('board.title'), columns.new.length);

  return (
    <section className="board" aria-labelledby="board-title">
      <div className="screen-head">
        <h1 id="board-title">{t('board.title')}</h1>
        {me.branches.length > 1 && <BranchFilter me={me} value={branchId} onChange={setBranchId} />}
      </div>
      {orders.isError && <p role="alert">{orders.error.message}</p>}
      <div className="board__columns">
        {BOARD_COLUMNS.map((column) => (
          <section key={column.id} className="board__column" aria-labelledby={`column-${column.id}`}>
            <h2 id={`column-${column.id}`}>
              {t(column.label)} <span className="count">{columns[column.id].length}</span>
            </h2>
            <ul className="board__list" data-column={column.id}>
              {columns[column.id].map((order) => (
                <OrderCard key={order.id} order={order} now={now} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
