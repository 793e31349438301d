import { Skeleton } from '../../ui/page-state.tsx';

/** The size of the cashback block while its code loads (eager: a slot placeholder). */
export function CashbackPlaceholder() {
  return (
    <div style={{ display: 'grid', gap: 12 }} aria-busy="true">
      <Skeleton width="40%" height={22} radius={6} />
      <Skeleton width="100%" height={44} />
    </div>
  );
}
