/**
 * A small least-recently-used cache bounded by entry count and by total bytes, so a crawler asking for
 * many sizes of many images cannot grow the server's memory without limit.
 */
export class LruCache<V> {
  readonly #map = new Map<string, V>();
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  readonly #sizeOf: (value: V) => number;
  #bytes = 0;

  /**
   * @param maxEntries most entries kept
   * @param maxBytes most total size kept, as measured by `sizeOf`
   * @param sizeOf size of a value in bytes (default: every value counts 0)
   */
  constructor(
    maxEntries: number,
    maxBytes = Number.POSITIVE_INFINITY,
    sizeOf: (value: V) => number = () => 0,
  ) {
    this.#maxEntries = maxEntries;
    this.#maxBytes = maxBytes;
    this.#sizeOf = sizeOf;
  }

  get size(): number {
    return this.#map.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** The value, marked as most recently used. */
  get(key: string): V | undefined {
    const value = this.#map.get(key);
    if (value === undefined) return undefined;
    // Map keeps insertion order: re-inserting moves the key to the "newest" end.
    this.#map.delete(key);
    this.#map.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const size = this.#sizeOf(value);
    // A single value larger than the whole budget is not worth evicting everything for.
    if (size > this.#maxBytes) return;
    this.#map.set(key, value);
    this.#bytes += size;
    while (this.#map.size > this.#maxEntries || this.#bytes > this.#maxBytes) {
      const oldest = this.#map.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }

  delete(key: string): void {
    const value = this.#map.get(key);
    if (value === undefined) return;
    this.#map.delete(key);
    this.#bytes -= this.#sizeOf(value);
  }

  clear(): void {
    this.#map.clear();
    this.#bytes = 0;
  }
}
