import type { Settings } from '../../contract/index.ts';

/**
 * The phone mask of the merchant's country: Uzbekistan (+998) or Kazakhstan (+7). As with the
 * currency, a merchant with Kazakh switched on is a Kazakh merchant.
 */
export const PHONE_MASKS = {
  UZ: '+998 ## ### ## ##',
  KZ: '+7 ### ### ## ##',
} as const;

export const phoneMaskOf = (settings: Pick<Settings, 'kz'>): string =>
  settings.kz ? PHONE_MASKS.KZ : PHONE_MASKS.UZ;
