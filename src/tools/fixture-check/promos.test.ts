import { describe, expect, it } from 'vitest';
import { checkTenant } from './check-tenant.ts';
import { brief, setIn, tempTenants } from '../../../tests/support/tools/fixture-check/test-support.ts';

const copy = tempTenants();

describe('promos', () => {
  it('reports a promo that ends before it starts', async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'promos.json', ['items', 2, 'endDate'], '2025-03-31T23:59:00Z');
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([
      { code: 'promo-dates-reversed', file: 'promos.json', path: '$.items[2].endDate' },
    ]);
    expect(report.findings[0]?.message).toContain('promo "MINUS15K" ends');
  });
});
