import { describe, expect, it } from 'vitest';
import { checkTenant } from './check-tenant.ts';
import { brief, setIn, tempTenants } from '../../../tests/support/tools/fixture-check/test-support.ts';

const copy = tempTenants();

describe('staff', () => {
  it('reports a phone listed twice', async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'staff.json', ['items', 2, 'phone'], '+998970010001');
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([
      { code: 'duplicate-staff-phone', file: 'staff.json', path: '$.items[2].phone' },
    ]);
  });

  it("reports an operator's branch that branches.json does not have", async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'staff.json', ['items', 2, 'branchIds'], [100011, 999]);
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([
      { code: 'unknown-staff-branch', file: 'staff.json', path: '$.items[2].branchIds[1]' },
    ]);
    expect(report.findings[0]?.message).toBe(
      'operator +998970010003 works for branch 999, which branches.json does not have',
    );
  });

  it('refuses an unknown role and branches on a manager (the schema)', async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'staff.json', ['items', 0, 'role'], 'CHEF');
    setIn(temp.dir('burger'), 'staff.json', ['items', 1, 'branchIds'], [100011]);
    const codes = brief(await checkTenant(temp.dir('burger')));
    expect(codes).toContainEqual({ code: 'schema-mismatch', file: 'staff.json', path: '$.items[0].role' });
    expect(codes).toContainEqual({
      code: 'schema-mismatch',
      file: 'staff.json',
      path: '$.items[1].branchIds',
    });
  });

  it('finds nothing in the demo tenants', async () => {
    for (const tenant of ['burger', 'cafe', 'grocery']) {
      const report = await checkTenant(copy(tenant).dir(tenant));
      expect(brief(report).filter((f) => f.file === 'staff.json')).toEqual([]);
    }
  });
});
