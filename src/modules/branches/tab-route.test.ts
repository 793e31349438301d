import { describe, expect, it } from 'vitest';
import { branchesHref, readBranchesAddress, tabOfPath } from './tab-route.ts';

const read = (path: string, query = '') => readBranchesAddress(path, new URLSearchParams(query));

describe('tabOfPath', () => {
  it('opens the map tab on /branches/map and the list everywhere else', () => {
    expect(tabOfPath('/branches/map')).toBe('map');
    expect(tabOfPath('/branches/map/')).toBe('map');
    expect(tabOfPath('/branches')).toBe('list');
    expect(tabOfPath('/branches/')).toBe('list');
  });
});

describe('readBranchesAddress', () => {
  it('reads the city and the branch to show', () => {
    expect(read('/branches/map', 'city=400002&branch=400013')).toEqual({
      tab: 'map',
      cityId: 400002,
      branchId: 400013,
    });
  });

  it('ignores values that are not ids', () => {
    expect(read('/branches', 'city=abc&branch=-3')).toEqual({ tab: 'list', cityId: null, branchId: null });
    expect(read('/branches', 'city=&branch=1.5')).toEqual({ tab: 'list', cityId: null, branchId: null });
    expect(read('/branches', 'city=1e3&branch=%2012')).toEqual({ tab: 'list', cityId: null, branchId: null });
  });
});

describe('branchesHref', () => {
  it('switching tabs keeps the city', () => {
    expect(branchesHref({ tab: 'map', cityId: 7, branchId: null })).toBe('/branches/map?city=7');
    expect(branchesHref({ tab: 'list', cityId: 7, branchId: null })).toBe('/branches?city=7');
    expect(branchesHref({ tab: 'list', cityId: null, branchId: null })).toBe('/branches');
  });

  it('names a branch on the map tab only', () => {
    expect(branchesHref({ tab: 'map', cityId: 7, branchId: 70 })).toBe('/branches/map?city=7&branch=70');
    expect(branchesHref({ tab: 'list', cityId: 7, branchId: 70 })).toBe('/branches?city=7');
  });

  it('reads back what it writes', () => {
    const address = { tab: 'map', cityId: 3, branchId: 31 } as const;
    const href = new URL(branchesHref(address), 'http://x');
    expect(readBranchesAddress(href.pathname, href.searchParams)).toEqual(address);
  });
});
