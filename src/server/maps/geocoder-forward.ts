/**
 * Forwarding place search and reverse lookup to a Nominatim-compatible service (GEOCODER_URL): the
 * storefront's parameters as Nominatim's, a time-out, an identifying User-Agent (Nominatim's usage
 * policy asks for one) and the language. The answer is checked with the contract's schemas before it
 * is passed on in the same shape; anything else (no answer in time, an error status, a body that is
 * not a Nominatim answer) is a 502 whose English text starts "Error in nominatim", which is also the
 * notice the storefront shows.
 */
import { z } from 'zod';
import { Place, ReverseGeocodeAnswer, type BackendLanguage, type ViewBox } from '../../contract/index.ts';
import { ApiError } from '../base/api-error.ts';
import { messages } from '../base/error-messages.ts';
import type { Logger } from '../base/logger.ts';
import type { NominatimFormat, WirePlace } from './nominatim-format.ts';

/** Who is asking, as Nominatim's usage policy wants every client to say. */
export const GEOCODER_USER_AGENT = 'storefront-reference-server/2.2.7';
/** A Nominatim answer larger than this is not a list of places. */
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

/** BCP 47 tags Nominatim understands, for the storefront's language codes. */
const LANGUAGE_TAG: Record<BackendLanguage, string> = {
  ru: 'ru',
  uz: 'uz',
  eng: 'en',
  kz: 'kk',
  ar: 'ar',
  tr: 'tr',
  zh: 'zh',
};

/** Where and how to forward. */
export interface ForwardTarget {
  /** The service's base URL: `<base>/search`, `<base>/reverse`. */
  base: string;
  timeoutMs: number;
  log: Logger;
}

const degrees = (value: number) => value.toFixed(7);

/** Nominatim writes coordinates as strings; a compatible service may not. Answers go out as strings. */
const asWire = (place: Place): WirePlace => ({ ...place, lat: degrees(place.lat), lon: degrees(place.lon) });

function endpointUrl(
  base: string,
  path: 'search' | 'reverse',
  params: Record<string, string | undefined>,
): URL {
  const url = new URL(`${base.replace(/\/+$/, '')}/${path}`);
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(key, value);
  return url;
}

/** Calls the service and checks its answer with a schema. @throws ApiError 502 on any failure */
async function call<S extends z.ZodType>(
  target: ForwardTarget,
  url: URL,
  language: BackendLanguage,
  schema: S,
): Promise<z.output<S>> {
  const fail = (reason: string): never => {
    target.log.warn(`[geocoder] ${url.origin}${url.pathname}: ${reason}`);
    throw new ApiError(502, 'GEOCODER_FAILED', messages.geocoderFailed(reason));
  };
  let response: Response;
  try {
    response = await fetch(url, {
      headers: {
        accept: 'application/json',
        'accept-language': LANGUAGE_TAG[language],
        'user-agent': GEOCODER_USER_AGENT,
      },
      redirect: 'error',
      signal: AbortSignal.timeout(target.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return fail(timedOut ? `no answer within ${target.timeoutMs} ms` : 'the service cannot be reached');
  }
  if (!response.ok) return fail(`the service answered ${response.status}`);
  const text = await response.text().catch(() => undefined);
  if (text === undefined) return fail('the answer broke off');
  if (text.length > MAX_ANSWER_BYTES) return fail('the answer is too large');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail('the answer is not JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return fail("the answer is not in Nominatim's format");
  return parsed.data;
}

/** Search parameters as the handler has them. */
export interface ForwardSearch {
  q: string;
  limit: number;
  format: NominatimFormat;
  language: BackendLanguage;
  viewbox?: ViewBox;
  bounded?: boolean;
}

/** Nominatim's viewbox parameter: `<left>,<top>,<right>,<bottom>`. */
const viewboxParam = (box: ViewBox) => `${box.minLon},${box.maxLat},${box.maxLon},${box.minLat}`;

/** Forwards a place search; at most `limit` answers. @throws ApiError 502 */
export async function forwardSearch(target: ForwardTarget, search: ForwardSearch): Promise<WirePlace[]> {
  const url = endpointUrl(target.base, 'search', {
    q: search.q,
    format: search.format,
    limit: String(search.limit),
    addressdetails: '1',
    'accept-language': LANGUAGE_TAG[search.language],
    viewbox: search.viewbox ? viewboxParam(search.viewbox) : undefined,
    bounded: search.bounded ? '1' : undefined,
  });
  const places = await call(target, url, search.language, z.array(Place));
  return places.slice(0, search.limit).map(asWire);
}

/** Forwards a reverse lookup; Nominatim's { error } when nothing is there. @throws ApiError 502 */
export async function forwardReverse(
  target: ForwardTarget,
  point: { lat: number; lon: number },
  format: NominatimFormat,
  language: BackendLanguage,
): Promise<WirePlace | { error: string }> {
  const url = endpointUrl(target.base, 'reverse', {
    lat: String(point.lat),
    lon: String(point.lon),
    format,
    addressdetails: '1',
    'accept-language': LANGUAGE_TAG[language],
  });
  const answer = await call(target, url, language, ReverseGeocodeAnswer);
  return 'display_name' in answer ? asWire(answer) : { error: answer.error };
}
