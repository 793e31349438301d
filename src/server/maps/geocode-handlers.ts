/**
 * Place search and reverse lookup (GET notifications/v1/nominatim/search and .../reverse), answered
 * in Nominatim's shape. A merchant whose mapType has a geocoder configured (GEOCODER_URL) is
 * forwarded to it; every other merchant is answered from the gazetteer of its cities' map files.
 *
 * Language of the names: the `accept-language` parameter, else the Accept-Language header, else the
 * merchant's main language (Nominatim reads the first two the same way).
 */
import { UNABLE_TO_GEOCODE, type BackendLanguage } from '../../contract/index.ts';
import type { Handlers, HandlerContext } from '../http/api-types.ts';
import { forwardReverse, forwardSearch } from './geocoder-forward.ts';
import { languageFromAccept } from './map-language.ts';
import { reversePlace } from './place-reverse.ts';
import { searchPlaces } from './place-search.ts';

type GeocodeEndpoint = 'placeSearch' | 'reverseGeocode';

function languageOf(ctx: HandlerContext<GeocodeEndpoint>): BackendLanguage {
  return (
    languageFromAccept(ctx.query['accept-language']) ??
    languageFromAccept(ctx.acceptLanguage) ??
    ctx.tenant.data.settingsWeb.mainLanguage
  );
}

function forwardTarget(ctx: HandlerContext<GeocodeEndpoint>) {
  const base = ctx.services.maps.geocoderOf(ctx.tenant);
  return base
    ? { base, timeoutMs: ctx.services.maps.config.geocoderTimeoutMs, log: ctx.services.log }
    : undefined;
}

export const geocodeHandlers: Handlers = {
  placeSearch: async (ctx) => {
    const { query } = ctx;
    const language = languageOf(ctx);
    const q = query.q.trim();
    if (q === '') return [];
    const search = {
      q,
      limit: query.limit,
      format: query.format,
      language,
      viewbox: query.viewbox,
      bounded: query.bounded,
    };
    const target = forwardTarget(ctx);
    if (target) return forwardSearch(target, search);
    return searchPlaces(ctx.services.maps.gazetteersOf(ctx.tenant), { ...search, text: q });
  },

  reverseGeocode: async (ctx) => {
    const { query } = ctx;
    const language = languageOf(ctx);
    const target = forwardTarget(ctx);
    if (target) return forwardReverse(target, query, query.format, language);
    const gazetteers = ctx.services.maps.gazetteersOf(ctx.tenant);
    return (
      reversePlace(gazetteers, [query.lon, query.lat], language, query.format) ?? { error: UNABLE_TO_GEOCODE }
    );
  },
};
