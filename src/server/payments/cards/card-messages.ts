/**
 * Error texts of the saved-card calls, in the three languages the API always speaks (ru, uz, eng), as
 * base/error-messages.ts keeps the rest (kept here so the card work stays in its own folder). The
 * storefront shows its own text for each code in the customer's language and falls back to these.
 */
import type { LocalizedMessage } from '../../base/error-messages.ts';

const msg = (ru: string, uz: string, eng: string): LocalizedMessage => ({ ru, uz, eng });

export const cardMessages = {
  cardsOff: () =>
    msg(
      'Оплата сохранённой картой недоступна',
      "Saqlangan karta bilan to'lov mavjud emas",
      'Paying with a saved card is not available',
    ),
  notConfigured: () =>
    msg(
      'Оплата картой через Payme не настроена для этого мерчанта',
      "Bu merchant uchun Payme orqali karta bilan to'lov sozlanmagan",
      'Card payments through Payme are not set up for this merchant',
    ),
  fiscalMissing: (product: string) =>
    msg(
      `Для «${product}» не указан код ИКПУ или код упаковки: чек не может быть сформирован`,
      `«${product}» uchun MXIK kodi yoki qadoq kodi ko'rsatilmagan: chek tuzib bo'lmaydi`,
      `"${product}" has no MXIK code or package code: the receipt cannot be made`,
    ),
  cardNotFound: (id: number) =>
    msg(`Карта не найдена: ${id}`, `Karta topilmadi: ${id}`, `Card not found: ${id}`),
  notRecurrent: () =>
    msg(
      'Эту карту нельзя сохранить для последующих оплат',
      "Bu kartani keyingi to'lovlar uchun saqlab bo'lmaydi",
      'This card cannot be saved for later payments',
    ),
  nothingToPay: () =>
    msg(
      'По заказу нечего оплачивать',
      "Buyurtma bo'yicha to'lanadigan summa yo'q",
      'The order has nothing to pay',
    ),
  alreadySaved: () =>
    msg('Эта карта уже сохранена', 'Bu karta allaqachon saqlangan', 'This card is already saved'),
  notVerified: () =>
    msg(
      'Карта не подтверждена: введите код из SMS',
      'Karta tasdiqlanmagan: SMS dagi kodni kiriting',
      'The card is not confirmed yet: enter the code from the SMS',
    ),
  alreadyVerified: () =>
    msg('Карта уже подтверждена', 'Karta allaqachon tasdiqlangan', 'The card is already confirmed'),
  expired: () => msg('Срок действия карты истёк', 'Karta muddati tugagan', 'The card has expired'),
  notCardOrder: (type: string) =>
    msg(
      `Заказ оплачивается не сохранённой картой (${type})`,
      `Buyurtma saqlangan karta bilan to'lanmaydi (${type})`,
      `The order is not paid with a saved card (${type})`,
    ),
  inProgress: () =>
    msg(
      'Оплата заказа уже идёт: подождите немного',
      "Buyurtma to'lovi allaqachon bajarilmoqda: biroz kuting",
      'The order is already being paid: please wait a moment',
    ),
  // Payme's refusals, by what they mean for the customer.
  numberInvalid: () =>
    msg(
      'Карта не найдена: проверьте номер и срок действия',
      'Karta topilmadi: raqami va amal qilish muddatini tekshiring',
      'Card not found: check the number and the expiry date',
    ),
  smsUnavailable: () =>
    msg(
      'К карте не подключено SMS-информирование: подключите его в банке',
      'Kartaga SMS-xabarnoma ulanmagan: uni bankda ulang',
      'The card has no SMS notifications: turn them on at your bank',
    ),
  insufficientFunds: () =>
    msg('Недостаточно средств на карте', "Kartada mablag' yetarli emas", 'Not enough money on the card'),
  revoked: () =>
    msg(
      'Карта больше не действует в Payme: добавьте её заново',
      "Karta endi Payme da amal qilmaydi: uni qaytadan qo'shing",
      'The card is no longer valid with Payme: add it again',
    ),
  codeWrong: () => msg('Неверный код из SMS', "SMS dagi kod noto'g'ri", 'Wrong code from the SMS'),
  codeExpired: () =>
    msg(
      'Срок действия кода истёк: запросите новый',
      "Kodning amal qilish muddati tugadi: yangisini so'rang",
      'The code has expired: ask for a new one',
    ),
  codeAttempts: () =>
    msg(
      'Слишком много неверных попыток: запросите новый код',
      "Noto'g'ri urinishlar juda ko'p: yangi kod so'rang",
      'Too many wrong tries: ask for a new code',
    ),
  codeNotSent: () =>
    msg(
      'Код не удалось отправить: повторите чуть позже',
      "Kodni yuborib bo'lmadi: birozdan keyin qayta urinib ko'ring",
      'The code could not be sent: try again shortly',
    ),
  declined: (reason: string) =>
    msg(
      `Payme отклонил операцию${reason ? `: ${reason}` : ''}`,
      `Payme operatsiyani rad etdi${reason ? `: ${reason}` : ''}`,
      `Payme declined the operation${reason ? `: ${reason}` : ''}`,
    ),
  unavailable: () =>
    msg(
      'Payme сейчас недоступен: попробуйте позже',
      "Payme hozir mavjud emas: keyinroq urinib ko'ring",
      'Payme is not available right now: please try later',
    ),
  providerError: () =>
    msg(
      'Ошибка обмена с Payme: обратитесь к мерчанту',
      'Payme bilan almashuvda xatolik: merchantga murojaat qiling',
      'Something went wrong talking to Payme: please contact the merchant',
    ),
};
