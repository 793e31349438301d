import { describe, expect, it } from 'vitest';
import type { Tenant } from './load-tenants.ts';
import { TenantRegistry } from './tenant-registry.ts';

const tenant = (id: number, sub: string, mark = ''): Tenant =>
  ({ id, sub, dir: mark, mediaDir: '', data: {} }) as unknown as Tenant;

describe('TenantRegistry.replace', () => {
  it('puts the new version in every lookup and tells the listeners, who can stop listening', () => {
    const registry = new TenantRegistry([tenant(1, 'one'), tenant(2, 'two')]);
    const heard: Tenant[] = [];
    const stop = registry.onReplace((changed) => heard.push(changed));
    const next = tenant(1, 'one', 'v2');
    registry.replace(next);
    expect(registry.byId(1)).toBe(next);
    expect(registry.bySub('ONE')).toBe(next);
    expect(registry.all.map((t) => t.dir)).toEqual(['v2', '']);
    expect(heard).toEqual([next]);
    stop();
    registry.replace(tenant(1, 'one', 'v3'));
    expect(heard).toHaveLength(1);
  });

  it('refuses an unknown tenant and a changed sub', () => {
    const registry = new TenantRegistry([tenant(1, 'one')]);
    expect(() => registry.replace(tenant(9, 'nine'))).toThrow(/No tenant 9/);
    expect(() => registry.replace(tenant(1, 'other'))).toThrow(/cannot change its sub/);
  });
});
