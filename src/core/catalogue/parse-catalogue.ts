/**
 * Validates a catalogue reply in slices, yielding to the browser between them. A grocery sends
 * thousands of products; checking them in one go is a long task that blocks taps and scrolling
 * (Total Blocking Time), while slices of a few hundred keep every task short. Broken items are
 * dropped and reported, as everywhere else (see api/resilient-parse.ts).
 */
import { z } from 'zod';
import { Catalogue, Category, Product, ProductGroup } from '../../contract/index.ts';

const SLICE = 250;
const Lists = z.object({
  groups: z.array(z.unknown()),
  categories: z.array(z.unknown()),
  products: z.array(z.unknown()),
});

const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function keepValid<T extends z.ZodType>(items: unknown[], schema: T, label: string, dropped: string[]) {
  const kept: z.output<T>[] = [];
  for (let start = 0; start < items.length; start += SLICE) {
    if (start > 0) await yieldToMain();
    items.slice(start, start + SLICE).forEach((item, offset) => {
      const result = schema.safeParse(item);
      if (result.success) kept.push(result.data);
      else dropped.push(`${label}[${start + offset}]: ${result.error.issues[0]?.message ?? 'invalid'}`);
    });
  }
  return kept;
}

export async function parseCatalogueInSlices(
  raw: unknown,
): Promise<{ catalogue: Catalogue; dropped: string[] }> {
  const lists = Lists.safeParse(raw);
  if (!lists.success) throw new Error(`catalogue: ${lists.error.issues[0]?.message ?? 'not a catalogue'}`);
  const dropped: string[] = [];
  const catalogue: Catalogue = {
    groups: await keepValid(lists.data.groups, ProductGroup, 'groups', dropped),
    categories: await keepValid(lists.data.categories, Category, 'categories', dropped),
    products: await keepValid(lists.data.products, Product, 'products', dropped),
  };
  return { catalogue, dropped };
}
