/**
 * The map's style and tiles under /api/map/v1 (not in the contract's endpoint table: that table
 * describes JSON calls with a merchant header; a map library fetches these by URL, without headers):
 *
 * - GET /api/map/v1/style.json?merchant=<id>&lang=<ru|uz|eng|kz|ar|tr|zh>: the merchant's map style.
 *   A merchant whose mapType has a style configured (MAP_STYLES) is redirected there (302, `{lang}`
 *   filled in); every other merchant gets this server's style (map-style.ts), whose tiles are on the
 *   origin the request came to (behind a trusted proxy: X-Forwarded-Proto and X-Forwarded-Host).
 * - GET /api/map/v1/tiles/{z}/{x}/{y}.pbf: a Mapbox Vector Tile of every loaded area, gzipped when
 *   the client accepts it, with an ETag. Tile URLs from the style carry `?v=<data version>` and are
 *   cached for a year (the version changes with the data); others for an hour. 204 outside the
 *   data; 404 above zoom 16 (the map overzooms); 400 for coordinates that are not a tile.
 */
import type { Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { z } from 'zod';
import { BackendLanguage, type LngLat } from '../../contract/index.ts';
import { chooseEncoding } from '../http/accept-encoding.ts';
import { ApiError, fieldError } from '../base/api-error.ts';
import { messages } from '../base/error-messages.ts';
import { etagOf, matchesIfNoneMatch, toBody } from '../http/http-cache.ts';
import { parseInput } from '../http/request-input.ts';
import { cameOverTls } from '../http/security-headers.ts';
import { resolveTenant } from '../tenants/resolve-tenant.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import type { TenantRegistry } from '../tenants/tenant-registry.ts';
import type { MapService } from './map-service.ts';
import { buildStyle } from './map-style.ts';
import { TILE_MAX_ZOOM } from './tile-set.ts';
import { API_BASE } from '../http/api-routes.ts';

/** Paths under the API base. */
export const MAP_STYLE_PATH = '/map/v1/style.json';
export const MAP_TILES_PATH = '/map/v1/tiles';

const YEAR = 31_536_000;

const StyleQuery = z.object({
  merchant: z.string().optional(),
  lang: BackendLanguage.optional(),
});

const TileCoordinates = z.object({
  z: z
    .string()
    .regex(/^\d{1,2}$/, 'expected a zoom level')
    .transform(Number),
  x: z
    .string()
    .regex(/^\d{1,9}$/, 'expected a tile column')
    .transform(Number),
  y: z
    .string()
    .regex(/^\d{1,9}\.pbf$/, 'expected a tile row such as 123.pbf')
    .transform((value) => Number(value.slice(0, -'.pbf'.length))),
});

/** What the map routes need. */
export interface MapRouteOptions {
  maps: MapService;
  tenants: TenantRegistry;
  /** X-Forwarded-Proto and X-Forwarded-Host are believed (TRUST_PROXY). */
  trustProxy: boolean;
}

/** A host as a Host header may carry it (names, IPv4, [IPv6], a port). */
const HOST = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/** The origin the browser used: this server's, or behind a trusted proxy the one the proxy says. */
export function requestOrigin(c: Context, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  const protocol = cameOverTls(url, c.req.header('x-forwarded-proto'), trustProxy) ? 'https:' : url.protocol;
  const forwarded = trustProxy ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  const host = forwarded && HOST.test(forwarded) ? forwarded : url.host;
  return `${protocol}//${host}`;
}

/** Where the map opens: the merchant's main city, else its first. */
function centreOf(tenant: Tenant): LngLat | undefined {
  const cities = tenant.data.cities.items;
  const city =
    cities.find((c) => c.id === tenant.data.merchant.mainCityId) ?? cities.find((c) => c.isMain) ?? cities[0];
  return city ? [city.longitude, city.latitude] : undefined;
}

/** Fills `{lang}` of a provider's style URL. */
const providerStyleUrl = (template: string, language: BackendLanguage) =>
  template.replaceAll('{lang}', encodeURIComponent(language));

/** A 304 when the client holds this version, else the answer. */
function conditional(
  c: Context,
  etag: string,
  headers: Record<string, string>,
  body: () => Response,
): Response {
  if (matchesIfNoneMatch(c.req.header('if-none-match'), etag))
    return new Response(null, { status: 304, headers });
  return body();
}

/** Registers the style and tile routes on the app (before the API's catch-all). */
export function registerMapRoutes(app: Hono, options: MapRouteOptions): void {
  const { maps } = options;
  const bounds = maps.bounds;

  app.get(`${API_BASE}${MAP_STYLE_PATH}`, compress(), (c) => {
    const query = parseInput(StyleQuery, c.req.query(), 'query');
    const tenant = resolveTenant(query.merchant, undefined, options.tenants);
    const language = query.lang ?? tenant.data.settingsWeb.mainLanguage;
    const provider = maps.styleUrlOf(tenant);
    if (provider) {
      return new Response(null, {
        status: 302,
        headers: { location: providerStyleUrl(provider, language), 'cache-control': 'no-cache' },
      });
    }
    const center = centreOf(tenant);
    const style = buildStyle({
      origin: requestOrigin(c, options.trustProxy),
      language,
      attributions: maps.attributions,
      version: maps.tiles.version,
      bounds,
      ...(center ? { center } : {}),
    });
    const body = new TextEncoder().encode(JSON.stringify(style));
    const etag = etagOf(body);
    // Revalidated every time (a 304 is cheap): the style names the origin the request came to.
    const headers = {
      etag,
      'cache-control': 'no-cache',
      vary: 'Host, X-Forwarded-Host, X-Forwarded-Proto',
    };
    return conditional(
      c,
      etag,
      headers,
      () =>
        new Response(toBody(body), {
          headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
        }),
    );
  });

  app.get(`${API_BASE}${MAP_TILES_PATH}/:z/:x/:y`, (c) => {
    const { z: zoom, x, y } = parseInput(TileCoordinates, c.req.param(), 'query');
    const name = `${zoom}/${x}/${y}`;
    if (zoom > TILE_MAX_ZOOM)
      throw new ApiError(404, 'NOT_FOUND', messages.tileNotFound(name, TILE_MAX_ZOOM));
    if (x >= 2 ** zoom || y >= 2 ** zoom)
      throw fieldError('tile', { kind: 'range', min: 0, max: 2 ** zoom - 1 });
    const current = c.req.query('v') === maps.tiles.version;
    const cacheControl = current ? `public, max-age=${YEAR}, immutable` : 'public, max-age=3600';
    const tile = maps.tiles.tile(zoom, x, y);
    if (!tile) return new Response(null, { status: 204, headers: { 'cache-control': cacheControl } });
    const gzip = chooseEncoding(c.req.header('accept-encoding'), ['gzip']) === 'gzip';
    const etag = gzip ? tile.gzipEtag : tile.etag;
    const headers: Record<string, string> = { etag, 'cache-control': cacheControl, vary: 'Accept-Encoding' };
    return conditional(c, etag, headers, () => {
      const body = gzip ? tile.gzip : tile.raw;
      return new Response(toBody(body), {
        headers: {
          ...headers,
          'content-type': 'application/x-protobuf',
          'content-length': String(body.byteLength),
          ...(gzip ? { 'content-encoding': 'gzip' } : {}),
        },
      });
    });
  });
}
