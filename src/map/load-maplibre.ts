/**
 * The one place maplibre-gl is imported: this file is reached only through dynamic import(), so no
 * screen without a map downloads it (about 280 KB).
 *
 * maplibre-gl 6 loads its worker by URL. In a production build the worker must be named explicitly,
 * as a worker chunk (`?worker&url`: plain `?url` breaks, the worker imports a shared chunk); without it
 * the map never reaches `load` and reports no error.
 */
import { Map, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import stylesUrl from 'maplibre-gl/dist/maplibre-gl.css?url';

setWorkerUrl(workerUrl);

// The storefront's styles are one stylesheet loaded with the page (vite.config.ts); the map's own,
// most of that size again, come only with the map.
if (!document.querySelector(`link[href="${stylesUrl}"]`)) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = stylesUrl;
  document.head.append(link);
}

/** Only what the map component uses: a namespace object would pull a runtime helper into the app. */
export default { Map };
