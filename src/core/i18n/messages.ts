/**
 * Message catalogues in MessageFormat 2 (npm messageformat v4). Each module owns its catalogue, one
 * JSON file per language ({ "key": "MF2 source" }); keys are namespaced by the module id when merged.
 * Only the current language is downloaded.
 */
import { MessageFormat } from 'messageformat';
import { directionOf, type AppLanguage } from './languages.ts';

export type Catalogue = Record<string, string>;
export type CatalogueLoader = () => Promise<Catalogue | { default: Catalogue }>;
export type MessageValues = Record<string, string | number>;

/** Compiles lazily and caches: a catalogue has many messages, a screen uses a few. */
export class Messages {
  private readonly compiled = new Map<string, MessageFormat>();
  private readonly sources = new Map<string, string>();
  private readonly namespaces = new Set<string>();

  constructor(readonly lang: AppLanguage) {}

  add(namespace: string, catalogue: Catalogue): void {
    this.namespaces.add(namespace);
    for (const [key, source] of Object.entries(catalogue)) this.sources.set(`${namespace}.${key}`, source);
  }

  /** Whether the catalogue of this namespace (a module id) is loaded. */
  hasNamespace(namespace: string): boolean {
    return this.namespaces.has(namespace);
  }

  has(id: string): boolean {
    return this.sources.has(id);
  }

  /** Formats a message; a missing id shows the id itself, so a gap is visible, never a crash. */
  format(id: string, values: MessageValues = {}): string {
    const source = this.sources.get(id);
    if (source === undefined) return id;
    let mf = this.compiled.get(id);
    if (!mf) {
      try {
        mf = new MessageFormat(this.lang, source, {
          // Isolation marks only help right-to-left text; elsewhere they are invisible noise.
          bidiIsolation: directionOf(this.lang) === 'rtl' ? 'default' : 'none',
        });
      } catch {
        return source;
      }
      this.compiled.set(id, mf);
    }
    return mf.format(values, () => undefined);
  }
}

export async function loadCatalogue(loader: CatalogueLoader): Promise<Catalogue> {
  const loaded = await loader();
  return 'default' in loaded && typeof loaded.default === 'object'
    ? (loaded.default as Catalogue)
    : (loaded as Catalogue);
}
