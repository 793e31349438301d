/** A cancelled paid order's money: refunded, or due with what the merchant must do. */
import type { ConsoleOrder } from '../../contract/console-orders.ts';
import { useConsole } from '../app/console-context.ts';

export function RefundNote({ refund }: { refund: NonNullable<ConsoleOrder['refund']> }) {
  const { t } = useConsole();
  if (refund.state === 'REFUNDED') return <p className="note note--ok">{t('refund.refunded')}</p>;
  return (
    <div className="note note--warn" role="status">
      <p>
        <strong>{t('refund.due')}</strong>
      </p>
      {/* The server's instruction is in English: it names the provider's own steps. */}
      {refund.action && <p lang="en">{refund.action}</p>}
    </div>
  );
}
