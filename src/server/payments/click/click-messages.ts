/**
 * Error texts of the Click invoice call, in the three languages the API always speaks (ru, uz, eng),
 * as base/error-messages.ts keeps the rest. The storefront shows its own text for each code in the
 * customer's language and falls back to these.
 */
import type { LocalizedMessage } from '../../base/error-messages.ts';

const msg = (ru: string, uz: string, eng: string): LocalizedMessage => ({ ru, uz, eng });

export const clickMessages = {
  notInvoiced: (type: string) =>
    msg(
      `Счёт Click выставляется только заказам из приложения Click (этот: ${type})`,
      `Click hisobi faqat Click ilovasidagi buyurtmalarga yuboriladi (bu: ${type})`,
      `A Click invoice is only for orders from the Click app (this one: ${type})`,
    ),
  notConfigured: () =>
    msg(
      'Оплата через Click не настроена для этого мерчанта',
      "Bu merchant uchun Click orqali to'lov sozlanmagan",
      'Click payments are not set up for this merchant',
    ),
  invoicePending: () =>
    msg(
      'Счёт уже отправляется, подождите несколько секунд',
      'Hisob yuborilmoqda, bir necha soniya kuting',
      'The invoice is being sent, wait a few seconds',
    ),
  invoiceRefused: () =>
    msg(
      'Click не принял счёт. Попробуйте ещё раз или выберите другой способ оплаты',
      "Click hisobni qabul qilmadi. Qayta urinib ko'ring yoki boshqa to'lov usulini tanlang",
      'Click did not accept the invoice. Try again or choose another way to pay',
    ),
  clickUnavailable: () =>
    msg(
      'Click сейчас не отвечает. Попробуйте через минуту',
      "Click hozir javob bermayapti. Bir daqiqadan so'ng urinib ko'ring",
      'Click is not answering right now. Try again in a minute',
    ),
};
