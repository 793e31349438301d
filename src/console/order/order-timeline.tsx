/** The order's status changes, oldest first. */
import type { TimelineEntry } from '../../contract/console-orders.ts';
import { useConsole } from '../app/console-context.ts';
import { dayAndClock } from '../format/formats.ts';

export function OrderTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  const { t } = useConsole();
  return (
    <ol className="timeline">
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`}>
          <time dateTime={entry.at}>{dayAndClock(entry.at)}</time> {t(`status.${entry.status}`)}
          {entry.isPaid && ` · ${t('payment.paid')}`}
        </li>
      ))}
    </ol>
  );
}
