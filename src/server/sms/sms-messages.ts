/**
 * The errors a customer gets when an SMS cannot go, in the three languages the API always speaks
 * (ru, uz, eng), as base/error-messages.ts keeps the rest. The storefront shows the description in
 * the customer's language under the phone or code field.
 */
import type { LocalizedMessage } from '../base/error-messages.ts';

const msg = (ru: string, uz: string, eng: string): LocalizedMessage => ({ ru, uz, eng });

export const smsMessages = {
  notSent: (seconds: number) =>
    msg(
      `Не удалось отправить SMS. Попробуйте ещё раз через ${seconds} с`,
      `SMS yuborib bo'lmadi. ${seconds} soniyadan keyin qayta urinib ko'ring`,
      `The SMS could not be sent. Try again in ${seconds} s`,
    ),
  notConfigured: () =>
    msg(
      'Не удалось отправить SMS: отправка SMS у этого магазина не настроена. Попробуйте позже',
      "SMS yuborib bo'lmadi: bu do'konda SMS yuborish sozlanmagan. Keyinroq urinib ko'ring",
      "The SMS could not be sent: this shop's SMS sending is not set up. Please try again later",
    ),
};
