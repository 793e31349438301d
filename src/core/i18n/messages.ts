/**
 * Message catalogues in MessageFormat 2 (npm messageformat v4). Each module owns its catalogue, one
 * JSON file per language ({ "key": "MF2 source" }); keys are namespaced by the module id when merged.
 * Only the current language is downloaded.
 *
 * Nearly every message is text with `{$name}` placeholders or a plural: message-format/lean.ts formats those
 * exactly as MessageFormat does, so the library itself (message-format/full.ts) downloads only when a
 * loaded catalogue has some other message. Whoever adds catalogues awaits ready() before the messages
 * are shown (load-messages.ts, screen-messages.ts, standalone-messages.ts; the server provides the
 * library at start).
 */
import type { MessageFormat } from 'messageformat';
import {
  compileLean,
  ensureFullFormatter,
  formatLean,
  fullFormatter,
  isPlainText,
  type LeanMessage,
} from './message-format/index.ts';
import { formatNumber } from './format.ts';
import { directionOf, type AppLanguage } from './languages.ts';

export type Catalogue = Record<string, string>;
export type CatalogueLoader = () => Promise<Catalogue | { default: Catalogue }>;
/**
 * A message's values. A number is a quantity, written in the spec's number format in the message's
 * language (format.ts: "0,5", "1 000"); an identifier (an order or table number) goes as a string,
 * so it is never grouped like an amount.
 */
export type MessageValues = Record<string, string | number>;

/**
 * Reads each message's shape when it arrives (message-format/lean.ts), compiles the others with MessageFormat
 * lazily and caches: a catalogue has many messages, a screen uses a few.
 */
export class Messages {
  private readonly lean = new Map<string, LeanMessage>();
  private readonly compiled = new Map<string, MessageFormat>();
  private readonly sources = new Map<string, string>();
  private readonly namespaces = new Set<string>();
  /** Whether some message added needs the full MessageFormat library. */
  private needsFull = false;
  /** Messages formatted before the library came (reported once each). */
  private readonly early = new Set<string>();

  /**
   * The namespaces of the messages asked for, when tracked (trackUse): a server render tells the
   * browser which catalogues its page showed (entry-server.tsx), so hydration loads those and no more.
   */
  private used: Set<string> | null = null;

  /** Writes a message's numbers as every other number on the page (format.ts). */
  private readonly writeNumber = (value: number): string => formatNumber(value, this.lang);

  constructor(readonly lang: AppLanguage) {}

  trackUse(): ReadonlySet<string> {
    this.used ??= new Set();
    return this.used;
  }

  add(namespace: string, catalogue: Catalogue): void {
    this.namespaces.add(namespace);
    for (const [key, source] of Object.entries(catalogue)) {
      const id = `${namespace}.${key}`;
      this.sources.set(id, source);
      this.compiled.delete(id);
      this.lean.delete(id);
      // Plain text (most messages) compiles when first shown; the others now, to know their shape.
      if (isPlainText(source)) continue;
      const lean = compileLean(source);
      if (lean) this.lean.set(id, lean);
      else this.needsFull = true;
    }
  }

  /**
   * Resolves once every message added so far can be formatted: at once when all are lean, else when
   * the MessageFormat library has downloaded. Whoever adds catalogues awaits this before showing them.
   */
  ready(): Promise<void> {
    return this.needsFull ? ensureFullFormatter() : Promise.resolve();
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
    // Isolation marks only help right-to-left text; elsewhere they are invisible noise.
    const isolate = directionOf(this.lang) === 'rtl';
    let lean = this.lean.get(id);
    if (!lean && isPlainText(source)) {
      lean = compileLean(source) ?? undefined;
      if (lean) this.lean.set(id, lean);
    }
    if (lean) return formatLean(lean, this.lang, isolate, values, this.writeNumber);
    let mf = this.compiled.get(id);
    if (!mf) {
      const Formatter = fullFormatter();
      if (!Formatter) return this.formattedEarly(id);
      try {
        mf = new Formatter(this.lang, source, { bidiIsolation: isolate ? 'default' : 'none' });
      } catch {
        return source;
      }
      this.compiled.set(id, mf);
    }
    return mf.format(values, () => undefined);
  }

  /**
   * A message that needs the library, formatted before it came: a path that added a catalogue without
   * awaiting ready(). Shows the id, as for a missing message (a visible gap, never a wrong text),
   * reports it and fetches the library, so the next render has it.
   */
  private formattedEarly(id: string): string {
    if (!this.early.has(id)) {
      this.early.add(id);
      console.error(`Message ${id} was formatted before MessageFormat loaded: await Messages.ready()`);
      ensureFullFormatter().catch(() => undefined);
    }
    return id;
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
