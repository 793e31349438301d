/**
 * The picker's map: the shared map component (src/map), loaded only on this screen, with the centre
 * pin and the delivery zones. Until the map arrives (code and style), a quiet placeholder keeps the
 * screen's shape.
 *
 * PLACEHOLDER until src/map/map-view.tsx exists: a plain region with the map's accessible name.
 */
import type { ReactNode } from 'react';
import type { GeoPoint, Region } from '../../contract/index.ts';

export interface PickerMapProps {
  label: string;
  center: GeoPoint;
  zoom: number;
  zones: readonly Region[];
  padding: { top?: number; bottom?: number };
  onMoveStart: () => void;
  onMoveEnd: (centre: GeoPoint, byUser: boolean) => void;
  fallback: ReactNode;
}

export function PickerMap({ label }: PickerMapProps) {
  return (
    <div className="picker__map" role="region" aria-label={label} data-map-state="loading">
      <span className="picker__pin" aria-hidden="true" />
    </div>
  );
}
