import { describe, expect, it } from 'vitest';
import type { Tenant } from '../tenants/load-tenants.ts';
import { demoStaffLines } from './demo-staff-lines.ts';

const tenant = (sub: string, items: unknown[] | undefined) =>
  ({ sub, data: { staff: items && { items } } }) as unknown as Tenant;

describe('demoStaffLines', () => {
  it("prints phone, role and tenant of every staff member, and an operator's branches", () => {
    const lines = demoStaffLines([
      tenant('burger', [
        { phone: '+998970010001', name: 'Owner', role: 'OWNER' },
        { phone: '+998970010003', name: 'Operator', role: 'OPERATOR', branchIds: [100011] },
      ]),
      tenant('cafe', undefined),
    ]);
    expect(lines).toEqual([
      'Console staff (sign in with the phone; the code goes to the development inbox):',
      '  +998970010001  OWNER     burger',
      '  +998970010003  OPERATOR  burger  branches 100011',
    ]);
  });

  it('prints nothing without staff', () => {
    expect(demoStaffLines([tenant('cafe', undefined)])).toEqual([]);
  });
});
