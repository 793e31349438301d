import { describe, expect, it } from 'vitest';
import { bootPreviewOrigins } from './boot-data.ts';
import { devServerPreviewOrigins } from './preview-origins.ts';

const docWith = (boot: unknown) =>
  ({
    getElementById: (id: string) =>
      id === 'boot-data' && boot !== null ? { textContent: JSON.stringify(boot) } : null,
  }) as unknown as Document;
const boot = (previewOrigins: string[]) => ({
  sub: 'burger',
  merchant: { id: 101, sub: 'burger', name: { ru: 'Burger Lab' }, isActive: true },
  settings: { web: {}, clickApp: null },
  previewOrigins,
});

describe('preview origins', () => {
  it('are the ones the server names in the boot data, and none without it', () => {
    expect(bootPreviewOrigins(docWith(boot(['https://admin.example.uz'])))).toEqual([
      'https://admin.example.uz',
    ]);
    expect(bootPreviewOrigins(docWith(null))).toEqual([]);
  });

  it('ignore boot data that is not origins', () => {
    expect(bootPreviewOrigins(docWith(boot(['*'])))).toEqual([]);
    expect(bootPreviewOrigins(docWith(boot(['https://admin.example.uz/x'])))).toEqual([]);
  });

  it("under Vite, are the dev server's preview page on the page's own port", () => {
    expect(devServerPreviewOrigins('4173')).toEqual(['http://localhost:4173', 'http://127.0.0.1:4173']);
    expect(devServerPreviewOrigins('')).toEqual(['http://localhost', 'http://127.0.0.1']);
  });
});
