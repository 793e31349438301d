import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { SettingsVariant } from '../../contract/index.ts';
import type { ApiClient } from '../../core/api/client.ts';
import { seedFromBootData } from './boot-data.ts';
import { merchantQueryKey } from './merchant-query-key.ts';
import { settingsQuery, type SavedSettings } from './settings-query.ts';

const api = {} as ApiClient;
const visitOf = (sub: string | null, variant: SettingsVariant) => ({
  tenant: { sub, tgId: null, source: 'subdomain' as const, messenger: false },
  variant,
});
const docWith = (text: string | null) =>
  ({
    getElementById: (id: string) => (id === 'boot-data' && text !== null ? { textContent: text } : null),
  }) as unknown as Document;
const boot = {
  sub: 'burger',
  merchant: { id: 101, sub: 'burger', name: { ru: 'Burger Lab' }, isActive: true },
  settings: { web: { mainColor: '#d62828', storiesActive: 'yes please' }, clickApp: null },
};

describe('seedFromBootData', () => {
  it('puts the merchant and parsed settings where the start sequence reads them', () => {
    const client = new QueryClient();
    expect(seedFromBootData(client, api, visitOf('burger', 'web'), docWith(JSON.stringify(boot)))).toBe(true);
    expect(client.getQueryData(merchantQueryKey('burger'))).toMatchObject({ id: 101 });
    const saved = client.getQueryData<SavedSettings>(settingsQuery(api, 101, 'web').queryKey);
    expect(saved?.settings.mainColor).toBe('#d62828');
    // Parsed like the settings call: a broken flag is off, with a warning.
    expect(saved?.settings.storiesActive).toBe(false);
    expect(saved?.warnings.map((w) => w.key)).toContain('storiesActive');
    expect(saved?.raw).toEqual(boot.settings.web);
  });

  it('ignores boot data for another tenant, missing, unreadable or invalid data', () => {
    for (const [sub, text] of [
      ['cafe', JSON.stringify(boot)],
      ['burger', null],
      ['burger', '{not json'],
      ['burger', JSON.stringify({ ...boot, merchant: { id: 'x' } })],
    ] as const) {
      const client = new QueryClient();
      expect(seedFromBootData(client, api, visitOf(sub, 'web'), docWith(text))).toBe(false);
      expect(client.getQueryCache().getAll()).toHaveLength(0);
    }
  });

  it('leaves the click-app settings to their call when the merchant has none', () => {
    const client = new QueryClient();
    expect(seedFromBootData(client, api, visitOf('burger', 'click-app'), docWith(JSON.stringify(boot)))).toBe(
      true,
    );
    expect(client.getQueryData(settingsQuery(api, 101, 'click-app').queryKey)).toBeUndefined();
  });
});
