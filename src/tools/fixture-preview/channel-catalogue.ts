/**
 * The catalogue a channel sees. The server drops products whose `systems` do not include the client
 * type (WEB, TG), so a sample address for the messenger must come from the messenger's catalogue.
 */
import type { Catalogue } from '../../contract/index.ts';
import { assembleCatalogue, type AssembledCatalogue } from '../../core/catalogue/assemble.ts';

/** The tenant's catalogue as the server returns it for one client type, assembled as the app does. */
export function catalogueFor(catalogue: Catalogue, clientType: string): AssembledCatalogue {
  const products = catalogue.products.filter(
    (p) => p.systems.length === 0 || (p.systems as readonly string[]).includes(clientType),
  );
  return assembleCatalogue({ ...catalogue, products });
}
