/**
 * Every server-rendered page kind of every demo tenant, in each of the tenant's languages, is valid
 * HTML (html-validate): 0 errors. The pages are read as a visitor's first request gets them, with the
 * language cookie the language switcher writes.
 */
import { expect, test } from '@playwright/test';
import { activeLanguages } from '../../src/core/i18n/active-languages.ts';
import { htmlErrors } from './support/html-validity.ts';
import { demoTenants } from './support/demo-tenants.ts';
import { serverPagesOf } from './support/server-pages.ts';
import { tenantUrl, testPort } from './support/urls.ts';

test('every server-rendered page of every demo tenant in each of its languages is valid HTML', async ({
  request,
}) => {
  test.setTimeout(300_000);
  const tenants = demoTenants().filter((tenant) => tenant.active);
  expect(tenants.length).toBeGreaterThan(3);
  const errors: string[] = [];
  let checked = 0;
  for (const tenant of tenants) {
    for (const lang of activeLanguages(tenant.settings)) {
      for (const page of serverPagesOf(tenant.sub)) {
        const url = tenantUrl(tenant.sub, page);
        // Node does not resolve `*.localhost` as Chromium does: the tenant's host goes in the header.
        const response = await request.get(`http://127.0.0.1:${testPort}${page}`, {
          headers: { host: new URL(url).host, cookie: `lang=${lang}` },
        });
        if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) continue;
        checked += 1;
        for (const error of await htmlErrors(await response.text())) errors.push(`${url} [${lang}] ${error}`);
      }
    }
  }
  expect(checked).toBeGreaterThan(100);
  expect(errors.join('\n')).toBe('');
});
