/**
 * Every error text the API sends, in the three languages the storefront always has (ru, uz, eng).
 * The client shows `description[lang]` and falls back to its own generic text, so each entry names the
 * problem plainly; codes are stable for programs, texts are for people.
 */
export interface LocalizedMessage {
  ru: string;
  uz: string;
  eng: string;
}

const msg = (ru: string, uz: string, eng: string): LocalizedMessage => ({ ru, uz, eng });

/** Error texts, some with parameters. */
export const messages = {
  merchantNotDefined: () =>
    // The spec quotes this text as the client shows it; it stays English in ru on purpose.
    msg('Merchant ID is not defined', 'Merchant ID aniqlanmagan', 'Merchant ID is not defined'),
  merchantMismatch: () =>
    msg(
      'Заголовок merchant и адрес запроса указывают на разных мерчантов',
      "merchant sarlavhasi va so'rov manzili turli merchantlarni ko'rsatmoqda",
      'The merchant header and the request path name different merchants',
    ),
  merchantNotFound: (what: string) =>
    msg(`Мерчант не найден: ${what}`, `Merchant topilmadi: ${what}`, `Merchant not found: ${what}`),
  unauthorized: () =>
    msg(
      'Вы не вошли в систему, пожалуйста, войдите',
      'Tizimga kirmagansiz, iltimos, kiring',
      'Not logged in, please log in',
    ),
  notImplemented: (route: string) =>
    msg(
      `Ещё не реализовано: ${route}`,
      `Hali amalga oshirilmagan: ${route}`,
      `not implemented yet: ${route}`,
    ),
  routeNotFound: (route: string) =>
    msg(`Метод API не найден: ${route}`, `API usuli topilmadi: ${route}`, `API route not found: ${route}`),
  methodNotAllowed: (route: string, allowed: string) =>
    msg(
      `Метод не поддерживается: ${route} (можно: ${allowed})`,
      `Usul qo'llab-quvvatlanmaydi: ${route} (mumkin: ${allowed})`,
      `Method not allowed: ${route} (allowed: ${allowed})`,
    ),
  notFound: (what: string) => msg(`Не найдено: ${what}`, `Topilmadi: ${what}`, `Not found: ${what}`),
  branchNotFound: (id: number) =>
    msg(`Филиал не найден: ${id}`, `Filial topilmadi: ${id}`, `Branch not found: ${id}`),
  noBranches: () => msg('Нет доступных филиалов', "Mavjud filiallar yo'q", 'No branches available'),
  clickAppSettingsMissing: () =>
    msg(
      'Настройки Click-приложения не заданы для этого мерчанта',
      'Bu merchant uchun Click ilovasi sozlamalari berilmagan',
      'Click app settings are not configured for this merchant',
    ),
  invalidField: (field: string, problem: string) =>
    msg(
      `Неверное значение поля «${field}»: ${problem}`,
      `«${field}» maydoni noto'g'ri: ${problem}`,
      `Invalid value of field "${field}": ${problem}`,
    ),
  requiredField: (field: string) =>
    msg(`Поле «${field}» обязательно`, `«${field}» maydoni majburiy`, `Field "${field}" is required`),
  invalidJson: (problem: string) =>
    msg(
      `Тело запроса должно быть JSON: ${problem}`,
      `So'rov tanasi JSON bo'lishi kerak: ${problem}`,
      `The request body must be JSON: ${problem}`,
    ),
  notAnImage: (what: string) =>
    msg(`Файл не является изображением: ${what}`, `Fayl rasm emas: ${what}`, `Not an image: ${what}`),
  notBuilt: () =>
    msg(
      'Витрина не собрана: сначала выполните npm run build (или запустите с --dev)',
      "Vitrina yig'ilmagan: avval npm run build ni bajaring (yoki --dev bilan ishga tushiring)",
      'The storefront is not built: run npm run build first (or start with --dev)',
    ),
  contractViolation: (endpoint: string) =>
    msg(
      `Сервер нарушил собственный контракт ответа: ${endpoint}`,
      `Server o'z javob shartnomasini buzdi: ${endpoint}`,
      `The server broke its own response contract: ${endpoint}`,
    ),
  requestFailed: (detail: string) =>
    msg(`Запрос не выполнен: ${detail}`, `So'rov bajarilmadi: ${detail}`, `Request failed: ${detail}`),
  internal: () =>
    msg(
      'Произошла ошибка, попробуйте позже',
      "Xatolik yuz berdi, keyinroq urinib ko'ring",
      'Something went wrong, please try again later',
    ),
} as const;
