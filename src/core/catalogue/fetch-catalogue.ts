/**
 * The catalogue call. The reference server checks its catalogue answer against the contract once
 * per fixture version and names the build whose contract did (`Storefront-Build`, see
 * src/server/http/answer-cache.ts): from the server of this very build, the answer is taken as
 * checked, so the first screen of a grocery (2.5 MB of catalogue) waits neither for the schemas to
 * download nor for thousands of products to be parsed again. From any other server, the answer is
 * parsed here in slices (parse-catalogue.ts, loaded then), broken items dropped and reported. A
 * failed call goes through the API client, which turns it into the customer's error text.
 */
import type { Catalogue, ClientType } from '../../contract/index.ts';
import { CHECKED_BY_BUILD_HEADER, OVERALLS_PATH } from '../../contract/catalogue-route.ts';
import type { ApiClient } from '../api/client.ts';
import { unwrapOrThrow } from '../api/unwrap.ts';
import { BUILD_ID } from '../build-id.ts';

export async function fetchCatalogue(
  api: ApiClient,
  type: ClientType,
  signal?: AbortSignal,
): Promise<Catalogue> {
  let response: Response | null = null;
  try {
    response = await api.get(`${OVERALLS_PATH}?type=${encodeURIComponent(type)}`, signal);
  } catch {
    // A network failure: the client's call below says so in the customer's words.
  }
  if (response?.ok && response.headers.get(CHECKED_BY_BUILD_HEADER) === BUILD_ID)
    return (await response.json()) as Catalogue;
  const raw = response?.ok
    ? ((await response.json()) as unknown)
    : await unwrapOrThrow(api.callRaw('overalls', { query: { type }, signal }));
  const { parseCatalogueInSlices } = await import('./parse-catalogue.ts');
  const { catalogue, dropped } = await parseCatalogueInSlices(raw);
  if (dropped.length) console.warn('overalls: dropped items that break the contract', dropped);
  return catalogue;
}
