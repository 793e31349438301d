import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule } from '../../core/registry/define-module.ts';

/**
 * The map (mapType). Every merchant gets the same map component (src/map/), drawn by maplibre-gl:
 * mapType does not switch components in the storefront, it tells the server which configured style
 * and geocoder serve this merchant (YANDEX, LEAFLET, LAMENU_YANDEX; unconfigured: the server's own
 * demo map). This module owns the flag and carries the map's texts (`map.*`) for the modules that
 * show a map (delivery, branches, pickup, orders).
 */
export default defineModule({
  id: 'map',
  owns: ['mapType'],
  enabled: () => true,
  messages: messagesOf(import.meta.glob('./i18n/*.json')),
});
