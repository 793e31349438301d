/**
 * A kind of value the storefront keeps in storage (a basket, a session, a guest's hearts...), read
 * back through a zod schema, so a value written by an older version or edited by hand reads as
 * missing instead of breaking the page.
 *
 * The schema, and zod with it (about 26 KB gzip), load only when there is something to read: a
 * first visit stores nothing and never downloads them. A kind whose values are in storage when the
 * page starts loads its schema at once, and the start waits for it (storedKindsReady, main.tsx), so
 * the first render reads the customer's basket and session as before. A value this page wrote is
 * known without a parse. Only a value another tab wrote later can meet a schema still on its way:
 * it reads as `undefined` ("not known yet") for that moment, and the kind tells its listeners once
 * it can be read.
 */
import type { z } from 'zod';
import { localStore } from './safe-storage.ts';

export interface StoredKind<T> {
  /**
   * The value of a stored text: null for no text or one the schema refuses; undefined while the
   * schema is on its way (onReady tells when to read again).
   */
  parse(raw: string | null): T | null | undefined;
  /** Notes a text this page wrote and the value it holds, so reading it back needs no schema. */
  wrote(raw: string, value: T): void;
  /** Resolves once the schema is there (loading it if it is not). */
  ready(): Promise<void>;
  /** Calls `listener` when the schema has arrived; returns the unsubscription. */
  onReady(listener: () => void): () => void;
}

/** How many texts a kind remembers having written (the last few are all a page reads back). */
const WRITTEN_KEPT = 16;

const starting: Promise<void>[] = [];

function storedKeys(): string[] {
  try {
    const store = localStore();
    return Array.from({ length: store.length }, (_, index) => store.key(index) ?? '');
  } catch {
    return [];
  }
}

/**
 * @param isItsKey whether a storage key holds a value of this kind (checked at start)
 * @param loadSchema the schema's module, loaded on demand
 */
export function storedKind<T>(
  isItsKey: (key: string) => boolean,
  loadSchema: () => Promise<z.ZodType<T>>,
): StoredKind<T> {
  return kindWith(null, isItsKey, loadSchema);
}

/** A kind whose schema is there already (code that loads on demand itself, with zod in its chunk). */
export function loadedStoredKind<T>(schema: z.ZodType<T>): StoredKind<T> {
  return kindWith(
    schema,
    () => false,
    () => Promise.resolve(schema),
  );
}

function kindWith<T>(
  loaded: z.ZodType<T> | null,
  isItsKey: (key: string) => boolean,
  loadSchema: () => Promise<z.ZodType<T>>,
): StoredKind<T> {
  let schema = loaded;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const written = new Map<string, T>();
  const ready = (): Promise<void> =>
    (loading ??= loadSchema().then((loaded) => {
      schema = loaded;
      listeners.forEach((listener) => listener());
    }));
  if (typeof window !== 'undefined' && storedKeys().some(isItsKey)) starting.push(ready());
  return {
    parse(raw) {
      if (raw === null) return null;
      if (written.has(raw)) return written.get(raw) ?? null;
      if (!schema) {
        void ready();
        return undefined;
      }
      try {
        const parsed = schema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    wrote(raw, value) {
      written.delete(raw);
      written.set(raw, value);
      if (written.size > WRITTEN_KEPT) written.delete(written.keys().next().value ?? '');
    },
    ready,
    onReady(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Resolves once every kind with a value in storage at start can read it (a schema that fails to
 * load leaves its values unknown: the page starts anyway).
 */
export async function storedKindsReady(): Promise<void> {
  await Promise.allSettled(starting);
}
