import { Skeleton } from '../../ui/page-state.tsx';
import './splash.css';

/** What shows while the merchant and its settings load: the page's shape, so nothing jumps after. */
export function Splash() {
  return (
    <div className="splash" aria-busy="true">
      <div className="splash__header">
        <Skeleton width={120} height={32} />
        <Skeleton width={44} height={44} radius={22} />
      </div>
      <div className="splash__chips">
        {[90, 110, 80, 120].map((w) => (
          <Skeleton key={w} width={w} height={36} radius={18} />
        ))}
      </div>
      <div className="splash__grid">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} width="100%" height={220} />
        ))}
      </div>
    </div>
  );
}
