/**
 * How a deployment points merchants' maps at a real provider, from the environment (or createApp's
 * `mapConfig` option), checked at start like the security settings (a typo stops the server with the
 * variable's name):
 *
 * - MAP_STYLES: a JSON object from a merchant's `mapType` (YANDEX, LEAFLET, LAMENU_YANDEX) to a
 *   MapLibre style URL, e.g. `{"LEAFLET": "https://tiles.example.com/styles/streets/style.json"}`.
 *   `{lang}` in the URL becomes the storefront's language. The style endpoint redirects a merchant
 *   whose mapType is listed there; every other merchant gets this server's own style and tiles.
 * - GEOCODER_URL: the base URL of a Nominatim-compatible service (`<base>/search`, `<base>/reverse`)
 *   for every merchant, or a JSON object from mapType to such a URL. Search and reverse lookup of a
 *   merchant it covers are forwarded there; the others are answered from the map files.
 * - GEOCODER_TIMEOUT_MS: how long a forwarded call may take (default 5000).
 *
 * No mapType loads a provider's JavaScript API (Yandex's included): the storefront always draws with
 * MapLibre, and mapType only chooses which configured style and geocoder serve the merchant.
 */
import { z } from 'zod';
import { MapProvider } from '../../contract/index.ts';
import { DeploymentConfigError } from '../http/security-config.ts';

/** An http(s) URL without credentials (they would end up in a redirect the browser follows). */
const ServiceUrl = z
  .string()
  .trim()
  .refine((text) => {
    try {
      const url = new URL(text);
      return /^https?:$/.test(url.protocol) && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'expected an http(s) URL without user name or password');

/** A URL per mapType; each optional, no other key. */
const ByMapType = z.strictObject({
  YANDEX: ServiceUrl.optional(),
  LEAFLET: ServiceUrl.optional(),
  LAMENU_YANDEX: ServiceUrl.optional(),
} satisfies Record<MapProvider, z.ZodType>);
export type ByMapType = z.infer<typeof ByMapType>;

/** A JSON object by mapType. */
const JsonByMapType = z.string().transform((text, ctx) => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    ctx.addIssue({
      code: 'custom',
      message: `expected a JSON object keyed by ${MapProvider.options.join(', ')}`,
    });
    return z.NEVER;
  }
  const parsed = ByMapType.safeParse(json);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: `${issue.path.join('.') || 'value'}: ${issue.message}` });
    return z.NEVER;
  }
  return parsed.data;
});

/** GEOCODER_URL: one URL for every mapType, or an object by mapType. */
const GeocoderUrls = z.string().transform((text, ctx): ByMapType => {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    const parsed = JsonByMapType.safeParse(trimmed);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  }
  const url = ServiceUrl.safeParse(trimmed);
  if (!url.success) {
    ctx.addIssue({ code: 'custom', message: 'expected an http(s) URL or a JSON object keyed by mapType' });
    return z.NEVER;
  }
  return Object.fromEntries(MapProvider.options.map((type) => [type, url.data]));
});

const MapEnv = z.object({
  MAP_STYLES: JsonByMapType.optional(),
  GEOCODER_URL: GeocoderUrls.optional(),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).optional(),
});

/** The map settings in force. */
export interface MapConfig {
  /** Style URL by mapType; a merchant whose mapType is missing gets this server's style. */
  styles: ByMapType;
  /** Nominatim-compatible base URL by mapType; missing: the offline gazetteer. */
  geocoders: ByMapType;
  geocoderTimeoutMs: number;
}

export const DEFAULT_GEOCODER_TIMEOUT_MS = 5000;

/**
 * The map settings from the environment, then the overrides (tests, embedding servers).
 * @throws DeploymentConfigError naming the variable and the problem
 */
export function resolveMapConfig(
  overrides: Partial<MapConfig> = {},
  env: NodeJS.ProcessEnv = process.env,
): MapConfig {
  const parsed = MapEnv.safeParse({
    MAP_STYLES: env.MAP_STYLES || undefined,
    GEOCODER_URL: env.GEOCODER_URL || undefined,
    GEOCODER_TIMEOUT_MS: env.GEOCODER_TIMEOUT_MS || undefined,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${String(issue.path[0] ?? '')}: ${issue.message}`);
    throw new DeploymentConfigError(`Invalid map settings: ${problems.join('; ')}`);
  }
  const merged: MapConfig = {
    styles: parsed.data.MAP_STYLES ?? {},
    geocoders: parsed.data.GEOCODER_URL ?? {},
    geocoderTimeoutMs: parsed.data.GEOCODER_TIMEOUT_MS ?? DEFAULT_GEOCODER_TIMEOUT_MS,
    ...overrides,
  };
  for (const [name, urls] of [
    ['styles', merged.styles],
    ['geocoders', merged.geocoders],
  ] as const) {
    const checked = ByMapType.safeParse(urls);
    if (!checked.success)
      throw new DeploymentConfigError(
        `Invalid map settings: ${name}: ${checked.error.issues[0]?.message ?? 'invalid'}`,
      );
  }
  return merged;
}

/** The origins of the configured styles: the storefront page fetches them (Content-Security-Policy). */
export const styleOrigins = (config: MapConfig): string[] => [
  ...new Set(Object.values(config.styles).map((url) => new URL(url).origin)),
];
