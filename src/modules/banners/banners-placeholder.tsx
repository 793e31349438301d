import { Skeleton } from '../../ui/page-state.tsx';
import './banners.css';

/** The banner strip's shape while its code and banners load. */
export function BannersPlaceholder() {
  return (
    <div className="banners" aria-hidden="true">
      <div className="banners__track">
        <div className="banners__slide">
          <div className="banners__image">
            <Skeleton width="100%" height="100%" radius={16} />
          </div>
        </div>
      </div>
      <div className="banners__dots" />
    </div>
  );
}
