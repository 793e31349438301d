/**
 * TEST ONLY: builds tiny tenant folders in temporary directories, so server tests never depend on the
 * demo fixtures in fixtures/ (which are written and changed independently).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A fresh temporary folder; remove it with removeDir. */
export function makeTempDir(prefix = 'storefront-server-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

/** Secrets the test merchant carries, to check they never leave the server. */
export const testSecrets = {
  telegramBotToken: '123456:ABCDEFGHIJKLMNOPQRSTUVWXYZ_abc',
  smsPassword: 'sms-password-secret',
  smsUsername: 'sms-user-secret',
  smsSender: 'sms-sender-secret',
  iikoApiLogin: 'iiko-login-secret',
  yandexDeliveryKey: 'yandex-key-secret',
} as const;

/** A small SVG logo (40x20). */
export const testSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20">' +
  '<rect width="40" height="20" fill="#fce000"/><circle cx="10" cy="10" r="8" fill="#c00"/></svg>';

/** A branch of the test tenant (pickup only unless `extra` says otherwise, PICK_UP hours on Monday). */
export const testBranch = (
  id: number,
  cityId: number,
  merchantId: number,
  lat: number,
  lon: number,
  extra: Record<string, unknown> = {},
) => ({
  id,
  cityId,
  merchantId,
  name: { ru: `Филиал ${id}`, uz: `Filial ${id}`, eng: `Branch ${id}` },
  latitude: lat,
  longitude: lon,
  address: `Street ${id}`,
  isActive: true,
  settings: { pickupEnabled: true },
  workHours: [{ type: 'PICK_UP', hours: { MONDAY: { open: '09:00', close: '22:00' } } }],
  ...extra,
});

/**
 * The JSON files of a valid tenant, by file name. Branches: 1 (centre, pickup only), 2 (north,
 * delivery), 3 (right next to 1 but inactive), 4 (another city, delivery). Products: 100 (every
 * channel), 101 (TG only), 102 (WEB and APP). Reviews: 100 gets 5 and 4, 101 gets 3.
 */
export function tenantFiles(id: number, sub: string): Record<string, unknown> {
  return {
    'merchant.json': {
      $schema: '../../schemas/merchant.json',
      id,
      sub,
      name: { ru: `Тест ${sub}`, uz: `Test ${sub}`, eng: `Test ${sub}` },
      isActive: true,
      logo: `${sub}/logo.svg`,
      ...testSecrets,
    },
    'settings-web.json': {
      $schema: '../../schemas/settings-web.json',
      mainColor: '#FF0000',
      storiesActive: true,
    },
    'catalogue.json': {
      groups: [{ id: 1, name: { ru: 'Еда' } }],
      categories: [{ id: 10, groupId: 1, name: { ru: 'Бургеры' } }],
      products: [
        { id: 100, categoryId: 10, costPrice: 30000, name: { ru: 'Бургер' } },
        { id: 101, categoryId: 10, costPrice: 20000, name: { ru: 'Только бот' }, systems: ['TG'] },
        {
          id: 102,
          categoryId: 10,
          costPrice: 25000,
          name: { ru: 'Сайт и приложение' },
          systems: ['WEB', 'APP'],
        },
      ],
    },
    'cities.json': {
      items: [
        { id: 1, name: { ru: 'Ташкент' }, latitude: 41.311, longitude: 69.279, isMain: true },
        { id: 2, name: { ru: 'Самарканд' }, latitude: 39.654, longitude: 66.975 },
      ],
    },
    'branches.json': {
      items: [
        testBranch(1, 1, id, 41.311, 69.279),
        testBranch(2, 1, id, 41.35, 69.29, { settings: { deliveryEnabled: true } }),
        testBranch(3, 1, id, 41.3111, 69.2791, { isActive: false, settings: { deliveryEnabled: true } }),
        testBranch(4, 2, id, 39.654, 66.975, { settings: { deliveryEnabled: true } }),
      ],
    },
    'regions.json': {
      items: [
        {
          id: 1,
          polygon: [
            [41.3, 69.2],
            [41.4, 69.2],
            [41.4, 69.3],
            [41.3, 69.2],
          ],
        },
      ],
    },
    'policies.json': {
      items: [
        { type: 'TERMS', text: { ru: 'Оферта' } },
        { type: 'PRIVACY_POLICY', text: { ru: 'Конфиденциальность' } },
        { type: 'ABOUT_COMPANY', text: { ru: 'О компании' } },
      ],
    },
    'reviews.json': {
      items: [
        { id: 1, productId: 100, grade: 5 },
        { id: 2, productId: 100, grade: 4 },
        { id: 3, productId: 101, grade: 3 },
      ],
    },
  };
}

/** Options of writeTenant. */
export interface WriteTenantOptions {
  /** Folder name under root (default: the sub). */
  folder?: string;
  /** Replace or add files (by name); `undefined` removes a file. */
  files?: Record<string, unknown>;
  /** Files of the media folder (path relative to media/ -> content). */
  media?: Record<string, string | Buffer>;
}

/** Writes a tenant folder under root and returns its path. */
export function writeTenant(root: string, id: number, sub: string, options: WriteTenantOptions = {}): string {
  const dir = path.join(root, options.folder ?? sub);
  fs.mkdirSync(dir, { recursive: true });
  const files = { ...tenantFiles(id, sub), ...options.files };
  for (const [name, content] of Object.entries(files)) {
    if (content === undefined) continue;
    fs.writeFileSync(
      path.join(dir, name),
      typeof content === 'string' ? content : JSON.stringify(content, null, 2),
    );
  }
  const media = options.media ?? { 'logo.svg': testSvg };
  for (const [name, content] of Object.entries(media)) {
    const file = path.join(dir, 'media', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  return dir;
}
