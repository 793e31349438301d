/** How the order is paid and whether it is paid yet ("Cash · not paid"). */
import type { PaymentType } from '../../contract/index.ts';
import { useConsole } from '../app/console-context.ts';

export function PaymentBadge({ paymentType, isPaid }: { paymentType: PaymentType; isPaid: boolean }) {
  const { t } = useConsole();
  return (
    <span className={`badge ${isPaid ? 'badge--ok' : 'badge--warn'}`}>
      {t(`payment.${paymentType}`)} · {t(isPaid ? 'payment.paid' : 'payment.unpaid')}
    </span>
  );
}
