/**
 * The map's model over maplibre-gl: loads the library once the map is on screen, creates the map
 * once per style (merchant and language) and updates it in place (centre, zones, points, padding,
 * fitting to points), and says its state: loading, ready, or failed with why (no WebGL2, a lost
 * context, an error before the first draw, or no draw within MAP_WAIT_TIMEOUT_MS). MapView
 * (map-view.tsx) draws the container, the fallback, the centre pin and the loading note.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { roundCoordinate, type GeoPoint, type Region } from '../contract/index.ts';
import { useStorefront } from '../core/storefront.tsx';
import {
  FIT_DELAY_MS,
  FIT_MAX_ZOOM,
  FIT_PADDING,
  MAP_WAIT_TIMEOUT_MS,
  MOVE_MS,
  ZOOM_RANGE,
} from './constants.ts';
import { addOwnLayers, OWN_SOURCES, POINT_LAYER, renderedNames } from './own-layers.ts';
import { boundsOf, pointFeatures, zoneFeatures, type MapPoint } from './map-points.ts';
import { mapStyleUrl } from './map-style.ts';
import { hasWebGl2 } from './webgl.ts';
import type { Map as MaplibreMap, GeoJSONSource } from 'maplibre-gl';

export interface MapViewProps {
  /** Accessible name of the map region ("Map: choose the delivery address"). */
  label: string;
  /** Where the map opens. Later changes fly there in MOVE_MS. */
  center: GeoPoint;
  /** MAP_ZOOM.picker (14) or MAP_ZOOM.branches (10). */
  zoom: number;
  /** Delivery zones as the server sends them ([lat, lon]). */
  zones?: readonly Region[];
  /** Branches, the destination, the courier. */
  points?: readonly MapPoint[];
  /** Once drawn (and FIT_DELAY_MS later), fit the view to these points. */
  fitTo?: readonly GeoPoint[];
  /** A pin fixed at the centre, for choosing a point by moving the map. */
  centrePin?: boolean;
  /** Pixels hidden by sheets over the map, so the centre (and pin) stays in the visible part. */
  padding?: { top?: number; bottom?: number };
  /** A move began: the map is mid-action. */
  onMoveStart?: () => void;
  /** A move ended: the centre rounded to 6 decimals; byUser false when the app moved it. */
  onMoveEnd?: (centre: GeoPoint, byUser: boolean) => void;
  onPointTap?: (id: string) => void;
  /** Shown instead of the map when it cannot draw. */
  fallback: ReactNode;
}

export type MapState = 'loading' | 'ready' | 'failed';

/** Why the map gave up, in the spec's words (section 8), for the console and the fallback. */
export type MapFailure = 'noWebGl' | 'contextLost' | 'timeout' | 'error';

/** The container as tests and tools see it: the names of labels drawn right now. */
export interface MapContainer extends HTMLDivElement {
  renderedNames?: () => string[];
}

const EMPTY: readonly never[] = [];

const sameCentre = (map: MaplibreMap, point: GeoPoint) => {
  const centre = map.getCenter();
  return (
    roundCoordinate(centre.lat) === roundCoordinate(point.latitude) &&
    roundCoordinate(centre.lng) === roundCoordinate(point.longitude)
  );
};

export function useMapView(props: MapViewProps) {
  const { center, zones = EMPTY, points = EMPTY, fitTo, padding } = props;
  const { api, merchant, lang } = useStorefront();
  const containerRef = useRef<MapContainer>(null);
  const mapRef = useRef<MaplibreMap | null>(null);
  const [state, setState] = useState<MapState>(() => (hasWebGl2() ? 'loading' : 'failed'));
  const [failure, setFailure] = useState<MapFailure | null>(() => (hasWebGl2() ? null : 'noWebGl'));
  // The points the view last finished fitting to; until it has, the view is still on its way.
  const [fittedKey, setFittedKey] = useState<string | null>(null);

  // The latest props, read by the map's event handlers without re-creating the map.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  const styleUrl = mapStyleUrl(api.baseUrl, merchant.id, lang);

  // Create the map once per style (merchant and language); everything else updates it in place.
  useEffect(() => {
    const container = containerRef.current;
    if (!container || !hasWebGl2()) return;
    let map: MaplibreMap | null = null;
    let cancelled = false;
    let ready = false;
    const fail = (why: MapFailure) => {
      if (cancelled) return;
      console.warn(`Map: ${why === 'timeout' ? 'map not initialised or wait time-out' : why}`);
      setFailure(why);
      setState('failed');
    };
    const timeout = window.setTimeout(() => {
      if (!ready) fail('timeout');
    }, MAP_WAIT_TIMEOUT_MS);

    void import('./load-maplibre.ts')
      .then(({ default: maplibregl }) => {
        if (cancelled) return;
        const start = latest.current;
        const current = new maplibregl.Map({
          container,
          style: styleUrl,
          center: [start.center.longitude, start.center.latitude],
          zoom: start.zoom,
          minZoom: ZOOM_RANGE.min,
          maxZoom: ZOOM_RANGE.max,
          // A storefront map is flat: no tilt, no turning.
          pitchWithRotate: false,
          dragRotate: false,
          touchPitch: false,
          attributionControl: { compact: true },
        });
        current.touchZoomRotate.disableRotation();
        map = current;
        mapRef.current = current;
        current.on('load', () => {
          ready = true;
          window.clearTimeout(timeout);
          // A map slower than the wait time-out (a busy phone) still comes in once drawn: its holder was
          // kept, hidden, while the fallback showed (below), and is measured again now it is shown.
          setFailure(null);
          requestAnimationFrame(() => current.resize());
          addOwnLayers(
            current,
            zoneFeatures(latest.current.zones ?? EMPTY),
            pointFeatures(latest.current.points ?? EMPTY),
          );
          if (latest.current.padding) current.setPadding(paddingOf(latest.current.padding));
          container.renderedNames = () => renderedNames(current);
          setState('ready');
        });
        current.on('error', (event) => {
          // Before the first draw an error means no map; after it, a missing tile is not worth a fallback.
          if (!ready) fail('error');
          else console.warn('Map:', event.error?.message);
        });
        current.on('webglcontextlost', () => fail('contextLost'));
        current.on('movestart', () => latest.current.onMoveStart?.());
        current.on('moveend', (event: { originalEvent?: unknown }) => {
          const { lat, lng } = current.getCenter();
          latest.current.onMoveEnd?.(
            { latitude: roundCoordinate(lat), longitude: roundCoordinate(lng) },
            event.originalEvent !== undefined,
          );
        });
        current.on('click', POINT_LAYER, (event) => {
          const id: unknown = event.features?.[0]?.properties.id;
          if (typeof id === 'string') latest.current.onPointTap?.(id);
        });
        current.on('mouseenter', POINT_LAYER, () => (current.getCanvas().style.cursor = 'pointer'));
        current.on('mouseleave', POINT_LAYER, () => (current.getCanvas().style.cursor = ''));
      })
      .catch((error: unknown) => {
        console.warn('Map:', error);
        fail('error');
      });

    return () => {
      cancelled = true;
      window.clearTimeout(timeout);
      delete container.renderedNames;
      map?.remove();
      mapRef.current = null;
    };
  }, [styleUrl]);

  // A new centre from the screen (a search result, a chosen address): fly there.
  const { latitude, longitude } = center;
  useEffect(() => {
    const map = mapRef.current;
    if (state !== 'ready' || !map || sameCentre(map, { latitude, longitude })) return;
    map.easeTo({
      center: [longitude, latitude],
      zoom: Math.max(map.getZoom(), latest.current.zoom),
      duration: MOVE_MS,
    });
  }, [state, latitude, longitude]);

  useEffect(() => {
    const source = mapRef.current?.getSource<GeoJSONSource>(OWN_SOURCES.zones);
    if (state === 'ready') source?.setData(zoneFeatures(zones));
  }, [state, zones]);

  useEffect(() => {
    const source = mapRef.current?.getSource<GeoJSONSource>(OWN_SOURCES.points);
    if (state === 'ready') source?.setData(pointFeatures(points));
  }, [state, points]);

  const top = padding?.top ?? 0;
  const bottom = padding?.bottom ?? 0;
  useEffect(() => {
    if (state === 'ready') mapRef.current?.setPadding(paddingOf({ top, bottom }));
  }, [state, top, bottom]);

  // Fit to the branches once drawn, after the spec's delay; again whenever the set of points changes.
  const fitKey = fitTo?.map((p) => `${p.latitude},${p.longitude}`).join(';') ?? '';
  useEffect(() => {
    const bounds = boundsOf(latest.current.fitTo ?? EMPTY);
    const map = mapRef.current;
    if (state !== 'ready' || !bounds || !map) return;
    const done = () => setFittedKey(fitKey);
    let settle = 0;
    const timer = window.setTimeout(() => {
      map.once('moveend', done);
      map.fitBounds(bounds, { padding: { ...FIT_PADDING }, duration: MOVE_MS, maxZoom: FIT_MAX_ZOOM });
      // A fit that does not move the camera may end without a moveend.
      settle = window.setTimeout(done, MOVE_MS + 250);
    }, FIT_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(settle);
      map.off('moveend', done);
    };
  }, [state, fitKey]);
  const fitting = state === 'ready' && boundsOf(fitTo ?? EMPTY) !== null && fittedKey !== fitKey;

  return { containerRef, state, failure, fitting, top, bottom };
}

const paddingOf = ({ top = 0, bottom = 0 }: { top?: number; bottom?: number }) => ({
  top,
  bottom,
  left: 0,
  right: 0,
});
