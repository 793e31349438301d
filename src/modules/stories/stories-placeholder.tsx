import { Skeleton } from '../../ui/page-state.tsx';
import './stories.css';

/** The stories strip's shape while its code and stories load. */
export function StoriesPlaceholder() {
  return (
    <div className="stories" aria-hidden="true">
      <div className="stories__list">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="stories__item">
            <Skeleton width={74} height={74} radius={37} />
            <span className="stories__title">
              <Skeleton width={56} height={12} radius={6} />
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
