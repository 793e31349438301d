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

  /**
   * The namespaces of the messages asked for, when tracked (trackUse): a server render tells the
   * browser which catalogues its page showed (entry-server.tsx), so hydration loads those and no more.
   */
  private used: Set<string> | null = null;

  constructor(readonly lang: AppLanguage) {}

  trackUse(): ReadonlySet<string> {
    this.used ??= new Set();
    return this.used;
  }

  add(namespace: string, catalogue: Catalogue): void {
    this.namespaces.add(namespace);
    for (const [key, source] of Object.entries(catalogue)) this.sources.set(`${namespace}.${key}`, source);
  }

  private noteUse(id: string): void {
    this.used?.add(namespaceOf(id));
  }

  /** Whether the catalogue of this namespace (a module id) is loaded. */
  hasNamespace(namespace: string): boolean {
    return this.namespaces.has(namespace);
  }

  has(id: string): boolean {
    this.noteUse(id);
    return this.sources.has(id);
  }

  /** Formats a message; a missing id shows the id itself, so a gap is visible, never a crash. */
  format(id: string, values: MessageValues = {}): string {
    this.noteUse(id);
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

/** The namespace of a message id: a module's id, or core's two parts (core.branches.title). */
const namespaceOf = (id: string): string => id.split('.', id.startsWith('core.') ? 2 : 1).join('.');

export async function loadCatalogue(loader: CatalogueLoader): Promise<Catalogue> {
  const loaded = await loader();
  return 'default' in loaded && typeof loaded.default === 'object'
    ? (loaded.default as Catalogue)
    : (loaded as Catalogue);
}
