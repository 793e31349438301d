/** What the SMS say: the merchant's template, else a default in its main language; receipts' totals. */
import { describe, expect, it } from 'vitest';
import type { Tenant } from '../tenants/load-tenants.ts';
import { codeText, moneyText, smsLanguage } from './sms-texts.ts';

const tenant = (settingsWeb: Record<string, unknown>) =>
  ({
    id: 7,
    sub: 'burger',
    data: { merchant: { name: { ru: 'Бургер', uz: 'Burger', eng: 'Burger Lab' } }, settingsWeb },
  }) as unknown as Tenant;

describe('SMS texts', () => {
  it("a code fills the merchant's template, else says it in the merchant's main language", () => {
    expect(codeText(tenant({ smsContent: 'Burger: {code} — ваш код, {code}' }), '123456')).toBe(
      'Burger: 123456 — ваш код, 123456',
    );
    expect(codeText(tenant({ smsContent: 'no placeholder', mainLanguage: 'uz' }), '123456')).toBe(
      'Burger: tasdiqlash kodingiz 123456',
    );
    expect(codeText(tenant({ mainLanguage: 'eng' }), '000042')).toBe(
      'Burger Lab: your confirmation code is 000042',
    );
    expect(codeText(tenant({}), '123456')).toBe('Бургер: ваш код подтверждения 123456');
  });

  it('SMS are in ru, uz or eng: Kazakh reads Russian, the others English', () => {
    expect(['ru', 'uz', 'eng', 'kz', 'ar', 'tr', 'zh', null].map((l) => smsLanguage(l as never))).toEqual([
      'ru',
      'uz',
      'eng',
      'ru',
      'eng',
      'eng',
      'eng',
      'ru',
    ]);
  });

  it('totals are grouped by spaces with at most two decimals', () => {
    expect(moneyText(57_000)).toBe('57 000');
    expect(moneyText(1_234_567.5)).toBe('1 234 567.5');
    expect(moneyText(999.999)).toBe('1 000');
    expect(moneyText(0)).toBe('0');
  });
});
