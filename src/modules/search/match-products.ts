/**
 * Product search over the loaded catalogue, in every language the names are written in, so a
 * customer may type "milk", "молоко" or "sut" whatever the interface language.
 */
import type { Product } from '../../contract/index.ts';

/** Lower case, Cyrillic ё as е, Uzbek apostrophes and accents removed: what people type. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ё/g, 'е')
    .replace(/[ʻʼ'’`‘]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface SearchIndexEntry {
  product: Product;
  text: string;
}

export function buildIndex(products: Iterable<Product>): SearchIndexEntry[] {
  return [...products].map((product) => ({
    product,
    text: normalize([...Object.values(product.name), ...product.tags, product.barcode ?? ''].join(' ')),
  }));
}

/** Products whose names hold every word of the query; names starting with the query come first. */
export function searchProducts(index: readonly SearchIndexEntry[], query: string, limit = 60) {
  const q = normalize(query);
  if (q.length < 2) return { results: [] as Product[], total: 0 };
  const words = q.split(' ');
  const hits = index.filter((entry) => words.every((w) => entry.text.includes(w)));
  hits.sort(
    (a, b) =>
      Number(b.text.startsWith(q)) - Number(a.text.startsWith(q)) || a.product.priority - b.product.priority,
  );
  return { results: hits.slice(0, limit).map((h) => h.product), total: hits.length };
}
