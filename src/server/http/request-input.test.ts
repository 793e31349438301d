import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../base/api-error.ts';
import { parseInput } from './request-input.ts';

/** The field and rule of the error parseInput throws for this input. */
function refusal(schema: z.ZodType, input: unknown) {
  try {
    parseInput(schema, input, 'body');
  } catch (error) {
    if (error instanceof ApiError) return { field: error.body.field, problem: error.body.problem };
  }
  throw new Error('accepted');
}

describe('parseInput', () => {
  const Body = z.object({
    name: z.string().max(5),
    code: z.string().min(3),
    title: z.string().min(1),
    count: z.number().int().min(1).max(9),
    email: z.email().nullish(),
    phone: z.string().regex(/^\+\d{11,12}$/),
    key: z.string().regex(/^[a-z]+$/),
    day: z.iso.date(),
    kind: z.enum(['a', 'b']),
    items: z.array(z.object({ qty: z.number().int() })),
  });
  const valid = {
    name: 'Ann',
    code: 'abc',
    title: 't',
    count: 2,
    phone: '+998901234567',
    key: 'ok',
    day: '2026-03-01',
    kind: 'a',
    items: [{ qty: 1 }],
  };

  it('names each broken rule as a machine-readable problem at its path', () => {
    const cases: [Record<string, unknown>, string, unknown][] = [
      [{ name: undefined }, 'name', { kind: 'required' }],
      [{ name: 'Annabel' }, 'name', { kind: 'tooLong', max: 5 }],
      [{ code: 'ab' }, 'code', { kind: 'tooShort', min: 3 }],
      [{ title: '' }, 'title', { kind: 'required' }],
      [{ count: 'two' }, 'count', { kind: 'number' }],
      [{ count: 1.5 }, 'count', { kind: 'number' }],
      [{ count: 0 }, 'count', { kind: 'min', min: 1 }],
      [{ count: 10 }, 'count', { kind: 'max', max: 9 }],
      [{ email: 'nope' }, 'email', { kind: 'email' }],
      [{ phone: '12' }, 'phone', { kind: 'phone' }],
      [{ key: 'A1' }, 'key', { kind: 'format' }],
      [{ day: '01.03.2026' }, 'day', { kind: 'date' }],
      [{ kind: 'c' }, 'kind', { kind: 'choice' }],
      [{ items: [{ qty: 1 }, { qty: 'x' }] }, 'items[1].qty', { kind: 'number' }],
    ];
    for (const [change, field, problem] of cases) {
      expect(refusal(Body, { ...valid, ...change }), JSON.stringify(change)).toEqual({ field, problem });
    }
  });

  it('names the whole body when it is not an object at all', () => {
    expect(refusal(Body, 'text')).toEqual({ field: 'body', problem: { kind: 'invalid' } });
  });
});
