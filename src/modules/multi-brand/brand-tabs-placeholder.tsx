import './brand-tabs.css';

/** The tab strip's height while the brands load, so the page below does not jump. */
export function BrandTabsPlaceholder() {
  return (
    <div className="brand-tabs" aria-hidden="true">
      <div className="brand-tabs__list" style={{ height: 60 }} />
    </div>
  );
}
