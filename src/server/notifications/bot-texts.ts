/**
 * What the merchant's bot says in the customer's chat when an order's status changes, in the
 * customer's language (the one Telegram or the storefront told the server), else the merchant's main
 * language, else Russian. The storefront's own status words, so the chat and the order page agree.
 */
import type { BackendLanguage, OrderStatus } from '../../contract/index.ts';

type Words = Record<OrderStatus, string>;

const statusWords: Record<BackendLanguage, Words> = {
  ru: {
    OPEN: 'открыт',
    ACCEPTED: 'подтверждён',
    CANCELED: 'отменён',
    CREATED: 'отправлен',
    COOKING: 'готовится',
    DONE: 'выполнен',
    ON_WAY: 'в пути',
    DELIVERED: 'доставлен',
    CLOSED: 'закрыт',
    ATTACHED: 'курьер назначен',
    AT_TIME: 'ко времени',
  },
  uz: {
    OPEN: 'ochiq',
    ACCEPTED: 'tasdiqlandi',
    CANCELED: 'bekor qilindi',
    CREATED: 'yuborildi',
    COOKING: 'tayyorlanmoqda',
    DONE: 'bajarildi',
    ON_WAY: "yo'lda",
    DELIVERED: 'yetkazildi',
    CLOSED: 'yopildi',
    ATTACHED: 'kuryer tayinlandi',
    AT_TIME: 'belgilangan vaqtga',
  },
  eng: {
    OPEN: 'open',
    ACCEPTED: 'confirmed',
    CANCELED: 'cancelled',
    CREATED: 'sent',
    COOKING: 'being cooked',
    DONE: 'done',
    ON_WAY: 'on its way',
    DELIVERED: 'delivered',
    CLOSED: 'closed',
    ATTACHED: 'courier assigned',
    AT_TIME: 'scheduled',
  },
  kz: {
    OPEN: 'ашық',
    ACCEPTED: 'расталды',
    CANCELED: 'бас тартылды',
    CREATED: 'жіберілді',
    COOKING: 'дайындалуда',
    DONE: 'орындалды',
    ON_WAY: 'жолда',
    DELIVERED: 'жеткізілді',
    CLOSED: 'жабылды',
    ATTACHED: 'курьер тағайындалды',
    AT_TIME: 'белгіленген уақытқа',
  },
  ar: {
    OPEN: 'مفتوح',
    ACCEPTED: 'تم التأكيد',
    CANCELED: 'ملغى',
    CREATED: 'تم الإرسال',
    COOKING: 'قيد التحضير',
    DONE: 'مكتمل',
    ON_WAY: 'في الطريق',
    DELIVERED: 'تم التوصيل',
    CLOSED: 'مغلق',
    ATTACHED: 'تم تعيين المندوب',
    AT_TIME: 'في الموعد المحدد',
  },
  tr: {
    OPEN: 'açık',
    ACCEPTED: 'onaylandı',
    CANCELED: 'iptal edildi',
    CREATED: 'gönderildi',
    COOKING: 'hazırlanıyor',
    DONE: 'tamamlandı',
    ON_WAY: 'yolda',
    DELIVERED: 'teslim edildi',
    CLOSED: 'kapandı',
    ATTACHED: 'kurye atandı',
    AT_TIME: 'belirlenen saate',
  },
  zh: {
    OPEN: '已开启',
    ACCEPTED: '已确认',
    CANCELED: '已取消',
    CREATED: '已发送',
    COOKING: '制作中',
    DONE: '已完成',
    ON_WAY: '配送中',
    DELIVERED: '已送达',
    CLOSED: '已关闭',
    ATTACHED: '已分配骑手',
    AT_TIME: '预约',
  },
};

const orderWord: Record<BackendLanguage, (number: string) => string> = {
  ru: (n) => `Заказ №${n}`,
  uz: (n) => `Buyurtma №${n}`,
  eng: (n) => `Order #${n}`,
  kz: (n) => `Тапсырыс №${n}`,
  ar: (n) => `الطلب رقم ${n}`,
  tr: (n) => `Sipariş #${n}`,
  zh: (n) => `订单 #${n}`,
};

/** "Заказ №12: готовится" in the language given. */
export function botStatusText(
  language: BackendLanguage,
  number: number | string,
  status: OrderStatus,
): string {
  return `${orderWord[language](String(number))}: ${statusWords[language][status]}`;
}
