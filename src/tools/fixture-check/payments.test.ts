import { rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTenant } from './check-tenant.ts';
import { brief, setIn, tempTenants } from '../../../tests/support/tools/fixture-check/test-support.ts';

const copy = tempTenants();

describe('payment flags', () => {
  it('reports a flag without a payment method of its type, in each settings file', async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'payment-methods.json', ['items', 0], undefined); // the CASH method
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([
      { code: 'payment-method-missing', file: 'settings-web.json', path: '$.cashActive' },
      { code: 'payment-method-missing', file: 'settings-click-app.json', path: '$.cashActive' },
    ]);
    expect(report.findings[0]?.suggestion).toBe(
      'add a payment method with "type": "CASH" to payment-methods.json, or set "cashActive": false',
    );
  });

  it('maps every flag to its payment type when there is no payment-methods.json', async () => {
    const temp = copy('burger');
    rmSync(path.join(temp.dir('burger'), 'payment-methods.json'));
    setIn(temp.dir('burger'), 'settings-click-app.json', ['cashActive'], false);
    setIn(temp.dir('burger'), 'settings-click-app.json', ['terminalActive'], false);
    setIn(temp.dir('burger'), 'settings-click-app.json', ['clickActive'], false);
    setIn(temp.dir('burger'), 'settings-web.json', ['cardActive'], true);
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual(
      ['cashActive', 'terminalActive', 'paymeActive', 'clickActive', 'uzumActive', 'cardActive'].map(
        (flag) => ({
          code: 'payment-method-missing',
          file: 'settings-web.json',
          path: `$.${flag}`,
        }),
      ),
    );
    expect(report.findings.map((f) => f.expected)).toEqual([
      'a payment method with "type": "CASH" in payment-methods.json',
      'a payment method with "type": "TERMINAL" in payment-methods.json',
      'a payment method with "type": "PAYME" in payment-methods.json',
      'a payment method with "type": "CLICK" or "CLICK_MINI_APP" in payment-methods.json',
      'a payment method with "type": "UZUM" in payment-methods.json',
      'a payment method with "type": "PAYME" in payment-methods.json',
    ]);
  });

  it('lets cardActive pass with Payme and fail without it', async () => {
    const temp = copy('burger', 'oldbakery');
    setIn(temp.dir('burger'), 'settings-web.json', ['cardActive'], true);
    expect(brief(await checkTenant(temp.dir('burger')))).toEqual([]);
    // Click and Uzum do not do: saved cards are saved with and charged through Payme.
    setIn(temp.dir('burger'), 'payment-methods.json', ['items', 3], undefined); // the PAYME method
    setIn(temp.dir('burger'), 'settings-web.json', ['paymeActive'], false);
    expect(brief(await checkTenant(temp.dir('burger')))).toEqual([
      { code: 'payment-method-missing', file: 'settings-web.json', path: '$.cardActive' },
    ]);
    setIn(temp.dir('oldbakery'), 'settings-web.json', ['cardActive'], true);
    expect(brief(await checkTenant(temp.dir('oldbakery')))).toEqual([
      { code: 'payment-method-missing', file: 'settings-web.json', path: '$.cardActive' },
    ]);
  });
});

describe('online payment credentials', () => {
  it('warns about an online flag whose provider has no credentials, in each settings file', async () => {
    const temp = copy('burger');
    rmSync(path.join(temp.dir('burger'), 'payment-providers.json'));
    const report = await checkTenant(temp.dir('burger'));
    const missing = brief(report).filter((f) => f.code === 'payment-credentials-missing');
    expect(missing).toEqual(
      [
        ['settings-web.json', 'paymeActive'],
        ['settings-web.json', 'clickActive'],
        ['settings-web.json', 'uzumActive'],
        ['settings-click-app.json', 'clickActive'],
      ].map(([file, flag]) => ({ code: 'payment-credentials-missing', file, path: `$.${flag}` })),
    );
    const first = report.findings.find((f) => f.code === 'payment-credentials-missing');
    expect(first?.suggestion).toBe(
      'add the merchant\'s payme credentials to payment-providers.json, or set "paymeActive": false',
    );
  });
});
