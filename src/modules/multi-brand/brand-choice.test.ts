import { describe, expect, it } from 'vitest';
import { Brand } from '../../contract/index.ts';
import { brandUrl, defaultBrand } from './brand-choice.ts';

const brand = (id: number, sub: string, deleted = false) =>
  Brand.parse({ id, merchantId: id, name: { ru: sub }, domainUrl: sub, deleted });
const brands = [
  brand(1, 'foodhall'),
  brand(2, 'foodhall-sushi'),
  brand(3, 'foodhall-grill', true),
  brand(4, 'foodhall-pizza'),
];

describe('multi-brand', () => {
  it('takes the brand a session default page names', () => {
    expect(defaultBrand(brands, 'foodhall', '2')?.domainUrl).toBe('foodhall-sushi');
    expect(defaultBrand(brands, 'foodhall', '3')?.domainUrl).toBe('foodhall-pizza');
  });
  it('else the brand of this host, else the first', () => {
    expect(defaultBrand(brands, 'foodhall-sushi', null)?.domainUrl).toBe('foodhall-sushi');
    expect(defaultBrand(brands, 'elsewhere', '7')?.domainUrl).toBe('foodhall');
  });
  it('never picks a brand removed by the admin', () => {
    expect(defaultBrand(brands, 'foodhall-grill', null)?.domainUrl).toBe('foodhall');
  });
  it('addresses a brand by its sub-domain, or by vendor on a local host', () => {
    expect(
      brandUrl(
        { domainUrl: 'foodhall-sushi' },
        { protocol: 'https:', hostname: 'foodhall.example.uz', port: '' },
      ),
    ).toBe('https://foodhall-sushi.example.uz/');
    expect(
      brandUrl({ domainUrl: 'foodhall-sushi' }, { protocol: 'http:', hostname: 'localhost', port: '4173' }),
    ).toBe('http://localhost:4173/?vendor=foodhall-sushi');
    expect(
      brandUrl(
        { domainUrl: 'foodhall-sushi' },
        { protocol: 'http:', hostname: 'foodhall.localhost', port: '4173' },
      ),
    ).toBe('http://foodhall-sushi.localhost:4173/');
  });
});
