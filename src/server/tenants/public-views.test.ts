/**
 * Nothing but the public views leaves the server: a merchant whose files hold credentials, server-only
 * settings (amoCRMHash...) and keys the contract does not know answers none of them in any merchant or
 * settings call, in the boot data of index.html or on the preview page, while every key the storefront
 * reads is still there.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BootData, Merchant, publicSettingsShapes } from '../../contract/index.ts';
import { createApp, type StorefrontApp } from '../app.ts';
import { silentLogger } from '../base/logger.ts';
import {
  makeTempDir,
  removeDir,
  testSecrets,
  writeTenant,
} from '../../../tests/support/server/tenants/test-tenant.ts';

/** A key and a value no list in the code can know in advance. */
const unknownKey = `x${randomUUID().replaceAll('-', '')}`;
const unknownValue = `unknown-value-${randomUUID()}`;

/** Server-only settings with values to look for. */
const serverSettings = {
  amoCRMActive: true,
  amoCRMId: 'amo-id-4242',
  amoCRMHash: 'amo-hash-5b2f9c',
  smsContent: 'sms-template-kod',
  domain: 'secret-domain.example',
  merchantId: 7,
};

/** Strings that must never appear in anything sent to a browser. */
const forbidden = [
  ...Object.values(testSecrets),
  ...Object.keys(testSecrets),
  'amoCRMActive',
  'amoCRMId',
  'amoCRMHash',
  serverSettings.amoCRMId,
  serverSettings.amoCRMHash,
  'smsContent',
  serverSettings.smsContent,
  serverSettings.domain,
  'yandexMapKey',
  'map-key-secret',
  'iikoOrganizationId',
  'smsGateway',
  unknownKey,
  unknownValue,
];

let root: string;
let server: StorefrontApp;

beforeAll(async () => {
  root = makeTempDir();
  const dist = path.join(root, 'dist');
  fs.mkdirSync(dist);
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  const dir = writeTenant(root, 7, 'burger', {
    files: {
      'merchant.json': {
        id: 7,
        sub: 'burger',
        name: { ru: 'Бургер' },
        isActive: true,
        logo: 'burger/logo.svg',
        mainCityId: 1,
        yandexMapKey: 'map-key-secret',
        iikoOrganizationId: 'iiko-org-1',
        // A merchant that sends SMS: its gateway, login, password and sender stay here.
        smsGateway: 'ESKIZ',
        [unknownKey]: unknownValue,
        ...testSecrets,
      },
      'settings-web.json': {
        mainColor: '#FF0000',
        storiesActive: true,
        telegramBotLink: 'https://t.me/burger_bot',
        ...serverSettings,
        [unknownKey]: unknownValue,
      },
      'settings-click-app.json': {
        mainColor: '#00FF00',
        smsContent: serverSettings.smsContent,
        merchantId: 7,
        // A web-only key in the Click app's file is unknown there: it stays too.
        amoCRMHash: serverSettings.amoCRMHash,
        [unknownKey]: unknownValue,
      },
    },
  });
  server = await createApp({
    tenantDirs: [dir],
    database: ':memory:',
    distDir: dist,
    previewPage: true,
    log: silentLogger,
  });
});
afterAll(async () => {
  await server.close();
  removeDir(root);
});

async function textOf(url: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await server.app.request(url, { headers });
  expect(response.status, url).toBe(200);
  return response.text();
}

function expectNothingSecret(text: string, where: string): void {
  for (const value of forbidden) expect(text, `${where} sends "${value}"`).not.toContain(value);
}

const api = (p: string) => textOf(`http://localhost/api${p}`, { merchant: '7' });

describe('public views', () => {
  it('the merchant call sends only the public merchant', async () => {
    const text = await api('/users/v1/merchants/sub/burger');
    expectNothingSecret(text, 'merchantBySub');
    const body = JSON.parse(text) as Record<string, unknown>;
    // Every key is the public merchant's; the optional ones (currency, country) only when the file has them.
    const required = Object.entries(Merchant.shape)
      .filter(([, schema]) => !schema.safeParse(undefined).success)
      .map(([key]) => key);
    expect(Object.keys(body).filter((key) => !(key in Merchant.shape))).toEqual([]);
    expect(required.filter((key) => !(key in body))).toEqual([]);
    expect(body).toMatchObject({ id: 7, sub: 'burger', isActive: true, logo: 'burger/logo.svg' });
  });

  it('the settings calls send only public settings keys', async () => {
    for (const [p, variant] of [
      ['/support/v1/merchant/settings/web', 'web'],
      ['/webbot/v1/setting', 'web'],
      ['/support/v1/merchant/settings/click-app/client', 'click-app'],
    ] as const) {
      const text = await api(p);
      expectNothingSecret(text, p);
      const known = Object.keys(publicSettingsShapes[variant]);
      expect(
        Object.keys(JSON.parse(text) as object).filter((key) => !known.includes(key)),
        p,
      ).toEqual([]);
    }
    expect(JSON.parse(await api('/support/v1/merchant/settings/web'))).toMatchObject({
      mainColor: '#FF0000',
      storiesActive: true,
      telegramBotLink: 'https://t.me/burger_bot',
    });
  });

  it('the boot data in index.html holds the public views only', async () => {
    for (const url of ['http://burger.localhost/', 'http://localhost/?vendor=burger']) {
      const html = await textOf(url);
      expectNothingSecret(html, url);
      const json = /<script id="boot-data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
      const boot = BootData.parse(JSON.parse(json ?? 'null'));
      expect(boot.merchant).toMatchObject({ id: 7, mainCityId: 1 });
      expect(boot.settings.web).toMatchObject({ mainColor: '#FF0000' });
      expect(boot.settings.clickApp).toMatchObject({ mainColor: '#00FF00' });
    }
  });

  it('the settings preview page starts from the public settings', async () => {
    const html = await textOf('http://localhost/__preview?tenant=burger');
    expectNothingSecret(html, 'the preview page');
    expect(html).toContain('"storiesActive"');
  });
});
