/** Error texts of the console's calls (ru, uz, eng, as every API error: base/error-messages.ts). */
import type { LocalizedMessage } from '../base/error-messages.ts';

const msg = (ru: string, uz: string, eng: string): LocalizedMessage => ({ ru, uz, eng });

export const consoleMessages = {
  untilPast: () =>
    msg(
      'Время окончания должно быть в будущем',
      "Tugash vaqti kelajakda bo'lishi kerak",
      'The end time must be in the future',
    ),
  itemNotFound: (kind: 'product' | 'modification', id: number) =>
    kind === 'product'
      ? msg(`Товар ${id} не найден`, `${id} mahsulot topilmadi`, `Product ${id} not found`)
      : msg(`Добавка ${id} не найдена`, `${id} qo'shimcha topilmadi`, `Option ${id} not found`),
  otherMerchant: () =>
    msg(
      'Вы сотрудник другого заведения',
      'Siz boshqa muassasa xodimisiz',
      'You are staff of another merchant',
    ),
  roleRefused: (roles: string) =>
    msg(
      `Это могут только: ${roles}`,
      `Buni faqat quyidagilar qila oladi: ${roles}`,
      `Only ${roles} may do this`,
    ),
  branchRefused: (branchId: number | null | undefined) =>
    msg(
      `Вы не работаете в филиале ${branchId ?? '—'}`,
      `Siz ${branchId ?? '—'} filialida ishlamaysiz`,
      `You do not work for branch ${branchId ?? '—'}`,
    ),
  orderNotFound: (id: number) =>
    msg(`Заказ ${id} не найден`, `${id} buyurtma topilmadi`, `Order ${id} not found`),
  moveRefused: (from: string, to: string, allowed: readonly string[]) => {
    const next = allowed.length > 0 ? allowed.join(', ') : '—';
    return msg(
      `Заказ нельзя перевести из ${from} в ${to}. Можно: ${next}`,
      `Buyurtmani ${from} dan ${to} ga o'tkazib bo'lmaydi. Mumkin: ${next}`,
      `An order cannot move from ${from} to ${to}. Allowed: ${next}`,
    );
  },
  orderFinal: (status: string) =>
    msg(
      `Заказ уже завершён (${status}) и больше не меняется`,
      `Buyurtma allaqachon yakunlangan (${status}) va o'zgarmaydi`,
      `The order is finished (${status}) and no longer changes`,
    ),
  conflict: (status: string) =>
    msg(
      `Заказ только что изменил другой сотрудник: теперь он ${status}`,
      `Buyurtmani hozirgina boshqa xodim o'zgartirdi: endi u ${status}`,
      `Another staff member has just changed the order: it is now ${status}`,
    ),
  notWaiting: (status: string) =>
    msg(
      `Отклонить можно только новый заказ, а этот уже ${status}`,
      `Faqat yangi buyurtmani rad etish mumkin, bu esa allaqachon ${status}`,
      `Only a new order can be rejected; this one is ${status}`,
    ),
  reasonRequired: () =>
    msg(
      'Чтобы отменить заказ, укажите причину (отмена или отказ)',
      "Buyurtmani bekor qilish uchun sababini ko'rsating (bekor qilish yoki rad etish)",
      'Cancelling needs a reason: use cancel or reject',
    ),
  notCash: () =>
    msg(
      'Отметить оплату можно только у заказа за наличные',
      "Faqat naqd pulli buyurtmani to'langan deb belgilash mumkin",
      'Only a cash order can be marked paid',
    ),
  staffExists: (phone: string) =>
    msg(
      `${phone} уже в списке сотрудников`,
      `${phone} allaqachon xodimlar ro'yxatida`,
      `${phone} is already on the staff`,
    ),
  staffNotFound: (id: number) =>
    msg(`Сотрудник ${id} не найден`, `${id} xodim topilmadi`, `Staff member ${id} not found`),
  removeSelf: () =>
    msg('Нельзя удалить самого себя', "O'zingizni o'chira olmaysiz", 'You cannot remove yourself'),
  unknownBranch: (id: number) => msg(`Филиала ${id} нет`, `${id} filiali yo'q`, `There is no branch ${id}`),
  settingsInvalid: (field: string, problem: string) =>
    msg(
      `Настройка ${field} не сохранена: ${problem}`,
      `${field} sozlamasi saqlanmadi: ${problem}`,
      `The setting ${field} was not saved: ${problem}`,
    ),
  settingsChanged: (version: number) =>
    msg(
      `Настройки уже изменил кто-то другой (версия ${version}): откройте их заново`,
      `Sozlamalarni boshqa kishi o'zgartirdi (${version}-versiya): ularni qayta oching`,
      `Someone else changed the settings meanwhile (version ${version}): open them again`,
    ),
  versionNotFound: (version: number) =>
    msg(`Версии ${version} нет`, `${version}-versiya yo'q`, `There is no version ${version}`),
  tenantNotStored: () =>
    msg(
      'Этот магазин не хранится в базе данных: его настройки меняются в файлах',
      "Bu do'kon ma'lumotlar bazasida saqlanmaydi: sozlamalari fayllarda o'zgartiriladi",
      'This store is not kept in the database: its settings are changed in its files',
    ),
  brandNameMissing: (lang: string) =>
    msg(
      `Укажите название бренда на главном языке (${lang})`,
      `Brend nomini asosiy tilda kiriting (${lang})`,
      `Give the brand's name in its main language (${lang})`,
    ),
  tenantSubTaken: (sub: string) =>
    msg(
      `Адрес ${sub} уже занят другим магазином: выберите другой`,
      `${sub} manzili boshqa do'konda band: boshqasini tanlang`,
      `The address ${sub} belongs to another store: choose another`,
    ),
  tenantStartedMeanwhile: () =>
    msg(
      'В эту же секунду создан другой магазин: отправьте ещё раз',
      "Shu soniyada boshqa do'kon yaratildi: qayta yuboring",
      'Another store was started at the same moment: send it again',
    ),
};
