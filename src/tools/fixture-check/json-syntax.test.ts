import { describe, expect, it } from 'vitest';
import { parseJson } from './json-syntax.ts';

describe('parseJson', () => {
  it('parses valid JSON, also after a byte-order mark', () => {
    expect(parseJson('\uFEFF{"a": [1, 2]}')).toEqual({ ok: true, value: { a: [1, 2] } });
  });

  it.each([
    ['{\n  "a": 1,\n}', 3, 1, 'a comma before } is not allowed'],
    ['[1, 2,]', 1, 7, 'a comma before ] is not allowed'],
    ['{\n  "a": 1\n  "b": 2\n}', 3, 3, 'expected , or } after a value'],
    ["{ 'a': 1 }", 1, 3, 'key names must be in double quotes'],
    ['{ "a": 1 // note\n}', 1, 10, 'JSON files cannot hold comments'],
    ['{ "a": "text', 1, 8, 'a text is not closed'],
    ['{ "a": 01 }', 1, 9, 'not a valid number'],
    ['{ "a": True }', 1, 8, 'expected a value: a text in double quotes, a number, true, false, null, { or ['],
    ['{ "a": 1 } x', 1, 12, 'unexpected text after the end of the JSON document'],
    ['{ "a": [1, 2 }', 1, 14, 'expected , or ] after a list entry'],
  ])('finds the mistake in %j at line %i, column %i', (text, line, column, reason) => {
    expect(parseJson(text)).toMatchObject({ ok: false, line, column, reason });
  });

  it('suggests the fix for a missing comma', () => {
    expect(parseJson('{"a": 1 "b": 2}')).toMatchObject({
      suggestion: 'a comma is missing at the end of the previous value',
    });
  });
});
