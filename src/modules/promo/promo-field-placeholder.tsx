import { Skeleton } from '../../ui/page-state.tsx';

/** The promo field's size while its code loads (eager: a slot placeholder, without the field's styles). */
export function PromoFieldPlaceholder() {
  return (
    <div style={{ display: 'grid', gap: 12 }} aria-busy="true">
      <Skeleton width="40%" height={22} radius={6} />
      <Skeleton width="100%" height={48} />
    </div>
  );
}
