import { describe, expect, it } from 'vitest';
import { oncePerDb } from './once-per-db.ts';

describe('oncePerDb', () => {
  it('makes one store per database and answers it again', () => {
    let made = 0;
    const storeOf = oncePerDb((db: { name: string }) => ({ db: db.name, serial: ++made }));
    const first = { name: 'first' };
    const second = { name: 'second' };
    expect(storeOf(first)).toBe(storeOf(first));
    expect(storeOf(second)).toEqual({ db: 'second', serial: 2 });
    expect(made).toBe(2);
  });
});
