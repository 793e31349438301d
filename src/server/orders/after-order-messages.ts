/** Error texts of the review and cancel calls (ru, uz, eng, as every API error: base/error-messages.ts). */
import type { LocalizedMessage } from '../base/error-messages.ts';

const msg = (ru: string, uz: string, eng: string): LocalizedMessage => ({ ru, uz, eng });

export const afterOrderMessages = {
  orderNotDone: () =>
    msg(
      'Оценить можно только выполненный заказ',
      'Faqat bajarilgan buyurtmani baholash mumkin',
      'Only a completed order can be rated',
    ),
  reviewLocked: () =>
    msg(
      'Отзыв можно изменить только в течение суток после отправки',
      "Sharhni yuborilganidan keyin bir kun ichida o'zgartirish mumkin",
      'A review can only be changed within a day of sending it',
    ),
  productNotInOrder: (id: number) =>
    msg(
      `Товара ${id} нет в этом заказе`,
      `${id} mahsuloti bu buyurtmada yo'q`,
      `Product ${id} is not in this order`,
    ),
  notCancellable: () =>
    msg(
      'Заказ уже принят в работу, отменить его нельзя. Позвоните заведению',
      "Buyurtma allaqachon qabul qilingan, uni bekor qilib bo'lmaydi. Muassasaga qo'ng'iroq qiling",
      'The order has already been taken on and can no longer be cancelled. Please call the merchant',
    ),
  cancelOff: () =>
    msg(
      'Отмена заказов недоступна',
      'Buyurtmalarni bekor qilish mavjud emas',
      'Cancelling orders is not available',
    ),
} as const;
