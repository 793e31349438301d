/**
 * What the SMS say.
 *
 * - A sign-in or confirmation code: the merchant's `smsContent` template (web settings) with `{code}`
 *   filled in; that template is the text the merchant has approved with its gateway (Eskiz sends only
 *   approved texts). Without one (or without `{code}` in it): "<merchant>: your confirmation code is
 *   <code>" in the merchant's main language.
 * - A receipt: the order's number, its total and the merchant's name, in the customer's language.
 *
 * SMS texts come in ru, uz and eng: the languages the spec's texts and error bodies have. kz falls back
 * to ru (Kazakh merchants' customers read Russian), ar, tr and zh to eng.
 */
import type { BackendLanguage, Order } from '../../contract/index.ts';
import { currencyOf } from '../../core/i18n/currency.ts';
import type { Tenant } from '../tenants/load-tenants.ts';

/** The SMS languages. */
export type SmsLanguage = 'ru' | 'uz' | 'eng';

export function smsLanguage(language: BackendLanguage | null | undefined): SmsLanguage {
  if (language === 'uz' || language === 'eng' || language === 'ru') return language;
  return language === 'kz' || !language ? 'ru' : 'eng';
}

/** The merchant's name in a language, else in any it has. */
function merchantName(tenant: Tenant, language: SmsLanguage): string {
  const name = tenant.data.merchant.name;
  return name[language] ?? name.ru ?? name.uz ?? name.eng ?? Object.values(name)[0] ?? tenant.sub;
}

const CODE_TEXT: Record<SmsLanguage, (merchant: string, code: string) => string> = {
  ru: (merchant, code) => `${merchant}: ваш код подтверждения ${code}`,
  uz: (merchant, code) => `${merchant}: tasdiqlash kodingiz ${code}`,
  eng: (merchant, code) => `${merchant}: your confirmation code is ${code}`,
};

/** The text of a code SMS. */
export function codeText(tenant: Tenant, code: string): string {
  const template = tenant.data.settingsWeb.smsContent?.trim();
  if (template?.includes('{code}')) return template.replaceAll('{code}', code);
  const language = smsLanguage(tenant.data.settingsWeb.mainLanguage);
  return CODE_TEXT[language](merchantName(tenant, language), code);
}

/** 57000 → "57 000"; at most two decimals, as the spec formats numbers. */
export function moneyText(amount: number): string {
  const [whole = '0', fraction] = (Math.round(amount * 100) / 100).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return fraction && fraction !== '00' ? `${grouped}.${fraction.replace(/0$/, '')}` : grouped;
}

const CURRENCY: Record<'UZS' | 'KZT', Record<SmsLanguage, string>> = {
  UZS: { ru: 'сум', uz: "so'm", eng: 'UZS' },
  KZT: { ru: 'тенге', uz: 'tenge', eng: 'KZT' },
};

const RECEIPT_TEXT: Record<SmsLanguage, (merchant: string, number: string, total: string) => string> = {
  ru: (merchant, number, total) => `${merchant}: чек по заказу №${number}. Итого: ${total}. Спасибо!`,
  uz: (merchant, number, total) => `${merchant}: ${number}-buyurtma cheki. Jami: ${total}. Rahmat!`,
  eng: (merchant, number, total) =>
    `${merchant}: receipt for order No. ${number}. Total: ${total}. Thank you!`,
};

/** The text of a receipt SMS. */
export function receiptText(tenant: Tenant, order: Order, language: SmsLanguage): string {
  const currency = CURRENCY[currencyOf(tenant.data.merchant)][language];
  const total = `${moneyText(order.totals?.totalPrice ?? 0)} ${currency}`;
  return RECEIPT_TEXT[language](merchantName(tenant, language), String(order.number ?? order.id), total);
}
