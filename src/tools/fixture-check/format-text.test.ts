import { describe, expect, it } from 'vitest';
import { formatText, MAX_SHOWN_PER_CODE } from './format-text.ts';
import { buildReport, finding } from './report.ts';

describe('formatText', () => {
  it('groups by file, puts errors first and says what to do', () => {
    const report = buildReport(
      'demo',
      [
        finding({
          code: 'unknown-key',
          file: 'branches.json',
          path: '$.items[0].isMian',
          message: 'm1',
          suggestion: 's1',
        }),
        finding({
          code: 'unknown-city',
          file: 'branches.json',
          path: '$.items[0].cityId',
          message: 'm2',
          expected: 'e2',
        }),
        finding({ code: 'missing-file', file: 'merchant.json', path: '', message: 'm3' }),
      ],
      ['merchant.json', 'branches.json'],
    );
    expect(formatText(report, 'fixtures/demo')).toBe(
      [
        'Tenant demo (fixtures/demo): 2 errors, 1 warning',
        '',
        'merchant.json',
        '  ERROR   (whole file)  [missing-file]',
        '          m3',
        '',
        'branches.json',
        '  ERROR   $.items[0].cityId  [unknown-city]',
        '          m2',
        '          expected: e2',
        '  WARNING $.items[0].isMian  [unknown-key]',
        '          m1',
        '          fix:      s1',
        '',
        'Result: fix the errors above; the tenant is not ready.',
      ].join('\n'),
    );
  });

  it('cuts long runs of one finding short', () => {
    const many = Array.from({ length: MAX_SHOWN_PER_CODE + 3 }, (_, i) =>
      finding({
        code: 'unknown-category',
        file: 'catalogue.json',
        path: `$.products[${i}].categoryId`,
        message: 'x',
      }),
    );
    const text = formatText(buildReport('demo', many, []), 'demo');
    expect(text).toContain(
      '... and 3 more findings [unknown-category] in catalogue.json (--json lists them all)',
    );
    expect(text.match(/\[unknown-category\]/g)?.length).toBe(MAX_SHOWN_PER_CODE + 1);
  });
});
