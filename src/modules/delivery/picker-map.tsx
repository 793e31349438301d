/**
 * The picker's map: the shared map component (src/map), downloaded only when this screen shows,
 * with the centre pin and the delivery zones. While its code arrives, a quiet grey area keeps the
 * screen's shape.
 */
import { MarkedSuspense } from '../../core/hydration-marks.tsx';
import { lazy } from 'react';
import type { MapViewProps } from '../../map/map-view.tsx';

const MapView = lazy(() => import('../../map/map-view.tsx'));

export type PickerMapProps = Pick<
  MapViewProps,
  'label' | 'center' | 'zoom' | 'zones' | 'padding' | 'onMoveStart' | 'onMoveEnd' | 'fallback'
>;

export function PickerMap(props: PickerMapProps) {
  return (
    <MarkedSuspense fallback={<div className="picker__map-loading" aria-busy="true" />}>
      <MapView {...props} centrePin />
    </MarkedSuspense>
  );
}
