import { Skeleton } from './page-state.tsx';

/**
 * The size of a short list of choice cards, while their code or data loads. Its own file, without the
 * cards' styles, because modules show it eagerly (slot placeholders).
 */
export function ChoiceListPlaceholder({ count = 3 }: { count?: number }) {
  return (
    <div style={{ display: 'grid', gap: 8 }} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} width="100%" height={72} radius={16} />
      ))}
    </div>
  );
}

/** One choice card's size. */
export function ChoicePlaceholder() {
  return <Skeleton width="100%" height={56} radius={16} />;
}
