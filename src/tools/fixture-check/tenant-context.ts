/** What every check gets: the tenant folder's files as JSON and, where they pass the contract, as data. */
import { fixtureFiles, type FixtureData, type FixtureKey } from '../../contract/fixtures.ts';

/** One tenant folder, read. */
export interface TenantContext {
  /** Absolute path of the tenant folder. */
  dir: string;
  /** Name of the tenant folder. */
  folder: string;
  /** Fixture files that exist in the folder. */
  present: ReadonlySet<FixtureKey>;
  /** Each existing file that is valid JSON, as parsed JSON (schema not applied). */
  json: Partial<Record<FixtureKey, unknown>>;
  /**
   * Each file as the server would hold it (defaults applied): files that passed their schema, and files
   * that pass once their invalid optional values are dropped (see lenient-parse.ts).
   */
  data: Partial<FixtureData>;
  /** merchant.sub when merchant.json is valid, else the folder name: media paths start with it. */
  sub: string;
}

/** Fixture keys whose file is a `{ "items": [...] }` list. */
export type ListKey = {
  [K in FixtureKey]: FixtureData[K] extends { items: readonly unknown[] } ? K : never;
}[FixtureKey];

type ItemsOf<K extends ListKey> = Extract<FixtureData[K], { items: unknown }>['items'];

/**
 * Items of a list file: [] when an optional file is absent; undefined when a required file is absent or
 * a file has no usable data (a cross-file check then skips it: the file's own findings come first).
 */
export function listOf<K extends ListKey>(ctx: TenantContext, key: K): ItemsOf<K> | undefined {
  if (!ctx.present.has(key)) return fixtureFiles[key].required ? undefined : [];
  const data = ctx.data[key] as Extract<FixtureData[K], { items: unknown }> | undefined;
  return data?.items;
}

/** File name of a fixture key, e.g. "catalogue.json". */
export const fileOf = (key: FixtureKey): string => fixtureFiles[key].file;

/** Every fixture key, in the contract's order. */
export const fixtureKeys = Object.keys(fixtureFiles) as FixtureKey[];

/** Both settings files with the variant name the contract uses for them. */
export const settingsFiles = [
  { key: 'settingsWeb', variant: 'web' },
  { key: 'settingsClickApp', variant: 'click-app' },
] as const;
