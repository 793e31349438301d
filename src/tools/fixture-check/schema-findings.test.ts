import { describe, expect, it } from 'vitest';
import { fixtureFiles } from '../../contract/fixtures.ts';
import { schemaFindings } from './schema-findings.ts';

/** Findings of one document against the schema of a fixture file. */
function findingsOf(key: keyof typeof fixtureFiles, json: unknown) {
  const { file, schema } = fixtureFiles[key];
  const result = schema.safeParse(json, { reportInput: true });
  if (result.success) return [];
  return schemaFindings(file, schema, result.error).map(({ code, path, expected, received, suggestion }) => ({
    code,
    path,
    expected,
    received,
    suggestion,
  }));
}

describe('schemaFindings', () => {
  it('explains bounds, in the wording of the contract when it has one', () => {
    const polygon = [
      [41.3, 69.2],
      [41.4, 69.3],
      [41.3, 69.2],
    ];
    expect(findingsOf('regions', { items: [{ id: 1, polygon }] })).toEqual([
      {
        code: 'schema-mismatch',
        path: '$.items[0].polygon',
        expected: 'a closed polygon needs at least 4 points (first repeated last)',
        received: JSON.stringify(polygon),
        suggestion: undefined,
      },
    ]);
    const catalogue = {
      groups: [],
      categories: [],
      products: [{ id: 1, categoryId: 1, costPrice: 5, discount: 150, name: { ru: 'x' } }],
    };
    expect(findingsOf('catalogue', catalogue)).toMatchObject([
      { path: '$.products[0].discount', expected: 'at most 100', received: '150' },
    ]);
  });

  it('suggests a full date-time for a bare date', () => {
    const promo = {
      id: 1,
      code: 'A',
      discountType: 'AMOUNT',
      isActive: true,
      startDate: '2026-01-01',
      endDate: '2026-02-01T10:00',
    };
    expect(findingsOf('promos', { items: [promo] })).toMatchObject([
      {
        path: '$.items[0].endDate',
        expected: 'a date and time such as 2026-01-31T09:30:00Z',
        suggestion: 'write it as "2026-02-01T10:00:00Z" (Z means UTC)',
      },
      {
        path: '$.items[0].startDate',
        suggestion: 'add a time and time zone: "2026-01-01T00:00:00Z"',
      },
    ]);
  });

  it('keeps the wording of the contract for formats it explains', () => {
    const merchant = { id: 1, name: { ru: 'x' }, sub: 'Bad Sub', isActive: true };
    expect(findingsOf('merchant', merchant)).toMatchObject([
      { path: '$.sub', expected: 'a lower-case sub-domain label such as burger', received: '"Bad Sub"' },
    ]);
  });
});
