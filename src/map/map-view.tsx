/**
 * The storefront's map: one component over maplibre-gl for the address picker, the branches and the
 * order tracking. Screens load it lazily (`lazy(() => import('../../map/map-view.tsx'))`), and it loads
 * maplibre-gl itself only once it is on screen, so a screen without a map downloads neither.
 *
 * What it draws: the server's base map (style and tiles from the reference server or the deployment's
 * provider, see map-style.ts), the delivery zones and the points it is given (branches, destination,
 * courier) as map layers (DOM markers jitter on phones), and, for choosing a point, a pin fixed at the
 * centre as a CSS overlay. Without WebGL2, on a lost context, an error before the first draw or no
 * draw within MAP_WAIT_TIMEOUT_MS, it shows the screen's fallback (an address form) instead.
 *
 * Its container tells tests and styles its state: `data-map-state` is loading, ready or failed.
 */
import { useT } from '../core/storefront.tsx';
import { useMapView, type MapViewProps } from './use-map-view.ts';
import './map-view.css';

export type { MapPoint } from './map-points.ts';
export type { MapContainer, MapFailure, MapState, MapViewProps } from './use-map-view.ts';

export default function MapView(props: MapViewProps) {
  const { label, centrePin, fallback } = props;
  const t = useT();
  const { containerRef, state, failure, fitting, top, bottom } = useMapView(props);
  const failed = state === 'failed';
  return (
    // aria-busy while loading and fitting: screen readers, and fixture:preview, wait for the view.
    <div
      className={failed ? 'map-view map-view--failed' : 'map-view'}
      data-map-state={state}
      data-map-failure={failure ?? undefined}
      aria-busy={state === 'loading' || fitting}
    >
      {/* Kept while the fallback shows, so that a map loading after the wait time-out draws into it. */}
      <div ref={containerRef} className="map-view__canvas" role="region" aria-label={label} hidden={failed} />
      {failed && fallback}
      {!failed && centrePin && (
        <div
          className="map-view__pin"
          style={{ top: `calc(50% + ${(top - bottom) / 2}px)` }}
          aria-hidden="true"
        >
          <svg viewBox="0 0 32 44" width="32" height="44">
            <path d="M16 0C7.2 0 0 7 0 15.7 0 27.5 16 44 16 44s16-16.5 16-28.3C32 7 24.8 0 16 0Z" />
            <circle cx="16" cy="15.5" r="6" />
          </svg>
        </div>
      )}
      {state === 'loading' && (
        <div className="map-view__loading" role="status">
          <span className="map-view__spinner" aria-hidden="true" />
          {t('map.loading')}
        </div>
      )}
    </div>
  );
}
