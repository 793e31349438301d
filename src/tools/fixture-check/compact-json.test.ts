import { describe, expect, it } from 'vitest';
import { compactJson } from './compact-json.ts';

describe('compactJson', () => {
  it('puts what fits on one line and expands the rest', () => {
    const value = {
      $schema: '../../schemas/cities.json',
      items: [{ id: 1, name: { ru: 'Ташкент', eng: 'Tashkent' }, isMain: true }],
      long: Array.from({ length: 30 }, (_, i) => i * 1000),
    };
    const text = compactJson(value);
    expect(JSON.parse(text)).toEqual(value);
    expect(text.split('\n').slice(0, 5)).toEqual([
      '{',
      '  "$schema": "../../schemas/cities.json",',
      '  "items": [{ "id": 1, "name": { "ru": "Ташкент", "eng": "Tashkent" }, "isMain": true }],',
      '  "long": [',
      '    0,',
    ]);
    expect(text.endsWith('}\n')).toBe(true);
  });
});
