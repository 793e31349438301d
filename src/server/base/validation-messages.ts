/**
 * What the server says when a field breaks a rule, in its three languages (ru, uz, eng): the field by
 * the name a customer knows it by ("Электронная почта", not "email") and the rule in words, never a
 * schema's English. The body carries the field's path and the rule too (FieldErrorBody), so a form
 * writes its own message under the field in any of its languages; this text is for everyone else
 * (a notice, another client, the network tab).
 */
import type { FieldProblem } from '../../contract/field-rules.ts';
import type { LocalizedMessage } from './error-messages.ts';

const msg = (ru: string, uz: string, eng: string): LocalizedMessage => ({ ru, uz, eng });

/** A saved address's fields, and a delivery order's extras. */
const addressFields: Readonly<Record<string, LocalizedMessage>> = {
  name: msg('Название', 'Nomi', 'Name'),
  office: msg('Квартира или офис', 'Xonadon yoki ofis', 'Apartment or office'),
  domophone: msg('Домофон', 'Domofon', 'Intercom'),
  entrance: msg('Подъезд', "Kirish yo'lagi", 'Entrance'),
  floor: msg('Этаж', 'Qavat', 'Floor'),
  streetName: msg('Улица', "Ko'cha", 'Street'),
  houseNumber: msg('Дом', 'Uy', 'House'),
  description: msg('Адрес', 'Manzil', 'Address'),
};

/**
 * Fields by the names the storefront's forms give them. Paths are looked up without list indexes
 * ("cartItems[2].product.count" as "cartItems.product.count"); a field missing here is named by its
 * path, which is still better than nothing for the rare technical one (a query parameter, a header).
 */
const fieldNames: Readonly<Record<string, LocalizedMessage>> = {
  firstName: msg('Имя', 'Ism', 'First name'),
  lastName: msg('Фамилия', 'Familiya', 'Last name'),
  birthday: msg('Дата рождения', "Tug'ilgan sana", 'Birthday'),
  email: msg('Электронная почта', 'Elektron pochta', 'Email'),
  gender: msg('Пол', 'Jins', 'Gender'),
  phone: msg('Телефон', 'Telefon', 'Phone'),
  code: msg('Код', 'Kod', 'Code'),
  language: msg('Язык', 'Til', 'Language'),
  comment: msg('Комментарий к заказу', 'Buyurtmaga izoh', 'Comment on the order'),
  tableId: msg('Номер столика', 'Stol raqami', 'Table number'),
  sendChequePhone: msg('Телефон для чека', 'Chek uchun telefon', 'Phone for the receipt'),
  'receiver.name': msg('Имя получателя', 'Qabul qiluvchining ismi', "Receiver's name"),
  'receiver.phone': msg('Телефон получателя', 'Qabul qiluvchining telefoni', "Receiver's phone"),
  address: msg('Адрес доставки', 'Yetkazib berish manzili', 'Delivery address'),
  branchId: msg('Филиал', 'Filial', 'Branch'),
  deliveryAt: msg('Время заказа', 'Buyurtma vaqti', 'Order time'),
  cashback: msg('Оплата кешбэком', "Keshbek bilan to'lov", 'Paying with cashback'),
  promoCode: msg('Промокод', 'Promokod', 'Promo code'),
  'cartItems.product.count': msg('Количество', 'Miqdor', 'Quantity'),
  'basketItems.product.count': msg('Количество', 'Miqdor', 'Quantity'),
  ...addressFields,
  // The address of a delivery order has the same fields as a saved address.
  ...Object.fromEntries(Object.entries(addressFields).map(([key, name]) => [`address.${key}`, name])),
};

/** The field's name in each language, or its path when it has none. */
export function fieldName(path: string): LocalizedMessage {
  const named = fieldNames[path.replace(/\[\d+\]/g, '')];
  return named ?? msg(path, path, path);
}

/** dd.mm.yyyy of an ISO date, as every date the customer reads (spec section 9). */
const dayOf = (limit: string | number | undefined): string => {
  const [year, month, day] = String(limit ?? '').split('-');
  return year && month && day ? `${day}.${month}.${year}` : String(limit ?? '');
};

/** The problem in each language, after the field's name: `«Имя»: не больше 100 символов`. */
function problemWords(problem: FieldProblem): LocalizedMessage {
  const { min = '', max = '' } = problem;
  switch (problem.kind) {
    case 'required':
      return msg('заполните это поле', "ushbu maydonni to'ldiring", 'please fill in this field');
    case 'tooLong':
      return msg(`не больше ${max} символов`, `${max} ta belgidan oshmasin`, `at most ${max} characters`);
    case 'tooShort':
      return msg(`не меньше ${min} символов`, `kamida ${min} ta belgi`, `at least ${min} characters`);
    case 'email':
      return msg(
        'введите адрес вида name@example.com',
        "name@example.com ko'rinishidagi manzilni kiriting",
        'enter an address such as name@example.com',
      );
    case 'phone':
      return msg(
        'введите номер телефона, например +998 90 123 45 67',
        'telefon raqamini kiriting, masalan +998 90 123 45 67',
        'enter a phone number such as +998 90 123 45 67',
      );
    case 'date':
      return msg('введите дату', 'sanani kiriting', 'enter a date');
    case 'notBefore':
      return msg(
        `дата не раньше ${dayOf(min)}`,
        `sana ${dayOf(min)} dan oldin bo'lmasin`,
        `a date from ${dayOf(min)} on`,
      );
    case 'notFuture':
      return msg(
        'дата не может быть в будущем',
        "sana kelajakda bo'lishi mumkin emas",
        'the date cannot be in the future',
      );
    case 'number':
      return msg('введите целое число', 'butun son kiriting', 'enter a whole number');
    case 'range':
      return msg(
        `число от ${min} до ${max}`,
        `${min} dan ${max} gacha son`,
        `a number from ${min} to ${max}`,
      );
    case 'min':
      return msg(`не меньше ${min}`, `kamida ${min}`, `at least ${min}`);
    case 'max':
      return msg(`не больше ${max}`, `ko'pi bilan ${max}`, `at most ${max}`);
    case 'choice':
      return msg('такого значения нет', "bunday qiymat yo'q", 'not one of the values it takes');
    case 'format':
      return msg('неверный формат', "noto'g'ri format", 'wrong format');
    case 'cardNumber':
      return msg('проверьте номер карты', 'karta raqamini tekshiring', 'check the card number');
    case 'invalid':
      return msg('неверное значение', "noto'g'ri qiymat", 'invalid value');
  }
}

/** The whole sentence: the field by its name, then what is wrong with it. */
export function fieldProblemMessage(path: string, problem: FieldProblem): LocalizedMessage {
  const name = fieldName(path);
  const words = problemWords(problem);
  return msg(`«${name.ru}»: ${words.ru}`, `«${name.uz}»: ${words.uz}`, `"${name.eng}": ${words.eng}`);
}
