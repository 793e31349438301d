// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadedStoredKind, storedKind, storedKindsReady } from './stored-kind.ts';

const Pair = z.tuple([z.number(), z.number()]);
type Pair = z.output<typeof Pair>;

/** A schema module that arrives when the test says so, counting how often it was asked for. */
function slowSchema() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const loader = { calls: 0, arrive, load: async () => (loader.calls++, await arrived, Pair) };
  return loader;
}

afterEach(() => localStorage.clear());

describe('a stored kind', () => {
  it('reads nothing kept without loading its schema', () => {
    const schema = slowSchema();
    const kind = storedKind<Pair>((key) => key.startsWith('pair:'), schema.load);
    expect(kind.parse(null)).toBeNull();
    expect(schema.calls).toBe(0);
  });

  it('loads its schema at start when a value of its kind is kept, and the start waits for it', async () => {
    localStorage.setItem('pair:1', '[1,2]');
    const schema = slowSchema();
    const kind = storedKind<Pair>((key) => key.startsWith('pair:'), schema.load);
    expect(schema.calls).toBe(1);
    let started = false;
    const start = storedKindsReady().then(() => (started = true));
    await Promise.resolve();
    expect(started).toBe(false);
    schema.arrive();
    await start;
    expect(kind.parse('[1,2]')).toEqual([1, 2]);
    expect(kind.parse('[1,"x"]')).toBeNull();
    expect(kind.parse('{broken')).toBeNull();
  });

  it('reads a value kept later as not known yet, then tells its listeners once it can read it', async () => {
    const schema = slowSchema();
    const kind = storedKind<Pair>((key) => key.startsWith('pair:'), schema.load);
    let told = 0;
    kind.onReady(() => (told += 1));
    expect(kind.parse('[3,4]')).toBeUndefined();
    schema.arrive();
    await kind.ready();
    expect(told).toBe(1);
    expect(kind.parse('[3,4]')).toEqual([3, 4]);
  });

  it('knows what this page wrote without its schema', () => {
    const schema = slowSchema();
    const kind = storedKind<Pair>(() => false, schema.load);
    kind.wrote('[5,6]', [5, 6]);
    expect(kind.parse('[5,6]')).toEqual([5, 6]);
    expect(schema.calls).toBe(0);
  });

  it('parses at once with a schema that is already there', () => {
    expect(loadedStoredKind(Pair).parse('[7,8]')).toEqual([7, 8]);
  });
});
