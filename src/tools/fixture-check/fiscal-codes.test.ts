import { describe, expect, it } from 'vitest';
import { checkTenant } from './check-tenant.ts';
import {
  brief,
  editJson,
  setIn,
  tempTenants,
} from '../../../tests/support/tools/fixture-check/test-support.ts';

const copy = tempTenants();
const fiscalFindings = async (dir: string) =>
  brief(await checkTenant(dir)).filter((f) => f.code.startsWith('fiscal') || f.code.startsWith('payme-'));

describe('fiscal codes where Payme takes money', () => {
  it('requires each product’s codes when the merchant sets no defaults, naming the first few', async () => {
    const temp = copy('burger');
    const dir = temp.dir('burger');
    setIn(dir, 'payment-providers.json', ['payme', 'fiscal'], undefined);
    const found = await fiscalFindings(dir);
    // Five products named for each code, then one line for the rest.
    expect(found.slice(0, 6)).toEqual([
      ...[0, 1, 2, 3, 4].map((i) => ({
        code: 'fiscal-code-missing',
        file: 'catalogue.json',
        path: `$.products[${i}].mxicCode`,
      })),
      { code: 'fiscal-code-missing', file: 'catalogue.json', path: '$.products' },
    ]);
    expect(found.filter((f) => f.path.endsWith('packageCode'))).toHaveLength(5);
    // A product's own codes are enough for it.
    setIn(dir, 'catalogue.json', ['products', 0, 'mxicCode'], '10899001001000000');
    expect((await fiscalFindings(dir)).some((f) => f.path === '$.products[0].mxicCode')).toBe(false);
  });

  it('is quiet with the merchant’s defaults, and when Payme takes no money', async () => {
    const temp = copy('burger', 'dastarkhan');
    expect(await fiscalFindings(temp.dir('burger'))).toEqual([]);
    // dastarkhan offers neither Payme nor saved cards.
    expect(await fiscalFindings(temp.dir('dastarkhan'))).toEqual([]);
  });

  it('asks for the defaults when a service fee is charged', async () => {
    const temp = copy('burger');
    const dir = temp.dir('burger');
    setIn(dir, 'payment-providers.json', ['payme', 'fiscal', 'packageCode'], undefined);
    editJson(dir, 'catalogue.json', (json) => {
      for (const product of (json as { products: Array<Record<string, unknown>> }).products)
        product.packageCode = '1514296';
    });
    setIn(dir, 'order-settings.json', ['isServiceFeeEnabled'], true);
    expect(await fiscalFindings(dir)).toContainEqual({
      code: 'fiscal-code-missing',
      file: 'payment-providers.json',
      path: '$.payme.fiscal',
    });
  });

  it('warns when Payme’s test environment is set up with test mode off', async () => {
    const temp = copy('burger');
    const dir = temp.dir('burger');
    setIn(dir, 'payment-providers.json', ['payme', 'subscribeApiUrl'], 'https://checkout.test.paycom.uz/api');
    expect(await fiscalFindings(dir)).toEqual([
      { code: 'payme-test-environment-off', file: 'payment-providers.json', path: '$.payme.subscribeApiUrl' },
    ]);
    setIn(dir, 'payment-providers.json', ['payme', 'testMode'], true);
    expect(await fiscalFindings(dir)).toEqual([]);
  });
});
