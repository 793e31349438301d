/**
 * Every error text the API sends, in the three languages the storefront always has (ru, uz, eng).
 * The client shows `description[lang]` and falls back to its own generic text, so each entry names the
 * problem plainly; codes are stable for programs, texts are for people.
 */
import type { ErrorDetails } from '../../contract/index.ts';

export interface LocalizedMessage {
  ru: string;
  uz: string;
  eng: string;
}

/**
 * A description with the values it carries (ErrorDetails): ApiError sends them beside it, so a
 * storefront in a language the description lacks (kk, ar, tr, zh) still tells the tries left.
 */
export interface DetailedMessage extends LocalizedMessage {
  details?: ErrorDetails;
}

const msg = (ru: string, uz: string, eng: string): LocalizedMessage => ({ ru, uz, eng });
const detailed = (message: LocalizedMessage, details: ErrorDetails): DetailedMessage => ({
  ...message,
  details,
});
/** A phrase that starts a sentence ("bugun soat 10:00 da ..." -> "Bugun ..."). */
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

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
  invalidJson: (problem: string) =>
    msg(
      `Тело запроса должно быть JSON: ${problem}`,
      `So'rov tanasi JSON bo'lishi kerak: ${problem}`,
      `The request body must be JSON: ${problem}`,
    ),
  bodyTooLarge: (maxBytes: number) =>
    msg(
      `Тело запроса слишком большое: не больше ${maxBytes} байт`,
      `So'rov tanasi juda katta: ${maxBytes} baytdan oshmasligi kerak`,
      `The request body is too large: at most ${maxBytes} bytes`,
    ),
  bodyTooDeep: (maxDepth: number) =>
    msg(
      `Тело запроса вложено слишком глубоко: не больше ${maxDepth} уровней`,
      `So'rov tanasi juda chuqur joylashgan: ${maxDepth} darajadan oshmasligi kerak`,
      `The request body is nested too deeply: at most ${maxDepth} levels`,
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

  // Sign-in codes
  resendThrottled: (seconds: number) =>
    detailed(
      msg(
        `Код уже отправлен. Повторно запросить код можно через ${seconds} с`,
        `Kod allaqachon yuborilgan. Kodni ${seconds} soniyadan keyin qayta so'rash mumkin`,
        `A code was just sent. You can ask for a new one in ${seconds} s`,
      ),
      { seconds },
    ),
  wrongCode: (attemptsLeft: number) =>
    detailed(
      msg(
        `Неверный код. Осталось попыток: ${attemptsLeft}`,
        `Kod noto'g'ri. Qolgan urinishlar: ${attemptsLeft}`,
        `Wrong code. Attempts left: ${attemptsLeft}`,
      ),
      { triesLeft: attemptsLeft },
    ),
  tooManyAttempts: () =>
    msg(
      'Слишком много неверных попыток. Запросите новый код',
      "Noto'g'ri urinishlar juda ko'p. Yangi kod so'rang",
      'Too many wrong attempts. Ask for a new code',
    ),
  codeExpired: () =>
    msg(
      'Код истёк или не запрашивался. Запросите новый код',
      "Kodning muddati o'tgan yoki u so'ralmagan. Yangi kod so'rang",
      'The code has expired or was not requested. Ask for a new code',
    ),
  userBlocked: () =>
    msg(
      'Учётная запись заблокирована. Обратитесь в поддержку',
      "Hisob bloklangan. Qo'llab-quvvatlash xizmatiga murojaat qiling",
      'This account is blocked. Please contact support',
    ),

  // Accounts
  notYourAccount: () =>
    msg(
      'Можно изменять только свою учётную запись',
      "Faqat o'z hisobingizni o'zgartirishingiz mumkin",
      'You can only change your own account',
    ),
  phoneTaken: (phone: string) =>
    msg(
      `Номер ${phone} уже используется другой учётной записью`,
      `${phone} raqami boshqa hisobda ishlatilmoqda`,
      `The number ${phone} is already used by another account`,
    ),
  samePhone: () =>
    msg(
      'Это уже ваш номер телефона',
      'Bu allaqachon sizning telefon raqamingiz',
      'This is already your phone number',
    ),
  phoneChangeNotFound: (id: number) =>
    msg(
      `Запрос на смену номера не найден: ${id}`,
      `Raqamni o'zgartirish so'rovi topilmadi: ${id}`,
      `Phone change request not found: ${id}`,
    ),
  phoneMismatch: () =>
    msg(
      'Номер не совпадает с номером, на который отправлен код',
      'Raqam kod yuborilgan raqamga mos kelmaydi',
      'The number is not the one the code was sent to',
    ),
  addressNotFound: (id: number) =>
    msg(`Адрес не найден: ${id}`, `Manzil topilmadi: ${id}`, `Address not found: ${id}`),
  notYourAddress: () =>
    msg(
      'Этот адрес принадлежит другому пользователю',
      'Bu manzil boshqa foydalanuvchiga tegishli',
      'This address belongs to another user',
    ),
  notYourAddresses: () =>
    msg(
      'Можно работать только со своими адресами',
      "Faqat o'z manzillaringiz bilan ishlash mumkin",
      'You can only use your own addresses',
    ),
  tooManyAddresses: (max: number) =>
    detailed(
      msg(
        `Можно сохранить не больше ${max} адресов`,
        `${max} tadan ortiq manzil saqlab bo'lmaydi`,
        `At most ${max} addresses can be saved`,
      ),
      { max },
    ),

  // Profile pictures
  pictureNotAnImage: () =>
    msg(
      'Файл не является изображением. Выберите фото в формате JPEG, PNG или WebP',
      'Fayl rasm emas. JPEG, PNG yoki WebP formatidagi rasmni tanlang',
      'The file is not a picture. Choose a JPEG, PNG or WebP photo',
    ),
  pictureTooLarge: (maxMb: number) =>
    detailed(
      msg(
        `Фото слишком большое: не больше ${maxMb} МБ`,
        `Rasm juda katta: ${maxMb} MB dan oshmasligi kerak`,
        `The photo is too large: at most ${maxMb} MB`,
      ),
      { maxMb },
    ),

  // Telegram Mini App
  botNotConfigured: () =>
    msg(
      'Вход через Telegram не настроен для этого мерчанта',
      'Bu merchant uchun Telegram orqali kirish sozlanmagan',
      'Sign-in through Telegram is not set up for this merchant',
    ),
  initDataMissing: () =>
    msg(
      'Нет данных запуска Telegram (initData)',
      "Telegram ishga tushirish ma'lumotlari (initData) yo'q",
      'Telegram launch data (initData) is missing',
    ),
  initDataInvalid: (reason: string) =>
    msg(
      `Данные запуска Telegram не прошли проверку: ${reason}. Перезапустите бота`,
      `Telegram ishga tushirish ma'lumotlari tekshiruvdan o'tmadi: ${reason}. Botni qayta ishga tushiring`,
      `Telegram launch data failed the check: ${reason}. Restart the bot`,
    ),
  initDataExpired: () =>
    msg(
      'Данные запуска Telegram устарели. Перезапустите бота',
      "Telegram ishga tushirish ma'lumotlari eskirgan. Botni qayta ishga tushiring",
      'Telegram launch data is out of date. Restart the bot',
    ),
  telegramNotRegistered: () =>
    msg(
      'Telegram ID не найден, перезапустите бота',
      'Telegram ID topilmadi, botni qayta ishga tushiring',
      'Telegram ID not found, restart the bot',
    ),
  telegramMismatch: () =>
    msg(
      'Учётная запись привязана к другому аккаунту Telegram',
      "Hisob boshqa Telegram akkauntiga bog'langan",
      'This account is linked to another Telegram account',
    ),
  telegramLinkedElsewhere: () =>
    msg(
      'Этот аккаунт Telegram уже привязан к другой учётной записи',
      "Bu Telegram akkaunti boshqa hisobga bog'langan",
      'This Telegram account is already linked to another account',
    ),
  telegramRegisteredWithOtherPhone: () =>
    msg(
      'Этот аккаунт Telegram уже зарегистрирован с другим номером',
      "Bu Telegram akkaunti boshqa raqam bilan ro'yxatdan o'tgan",
      'This Telegram account is already registered with another number',
    ),
  phoneVerificationRequired: () =>
    msg(
      'Этот номер уже зарегистрирован. Войдите по SMS-коду, и бот будет привязан к вашей учётной записи',
      "Bu raqam allaqachon ro'yxatdan o'tgan. SMS-kod bilan kiring, bot hisobingizga bog'lanadi",
      'This number is already registered. Sign in with the SMS code and the bot will be linked to your account',
    ),

  // Orders (spec section 8 gives: product not available, no branches, branch not found, out of service
  // zone, promo not active / not started / expired, 'Product price must be above {minPrice}')
  orderNotFound: (id: number) =>
    msg(`Заказ не найден: ${id}`, `Buyurtma topilmadi: ${id}`, `Order not found: ${id}`),
  notYourOrders: () =>
    msg(
      'Можно смотреть только свои заказы',
      "Faqat o'z buyurtmalaringizni ko'rish mumkin",
      'You can only see your own orders',
    ),
  emptyOrder: () => msg('Корзина пуста', "Savat bo'sh", 'The basket is empty'),
  orderTooManyLines: (max: number) =>
    detailed(
      msg(
        `В заказе может быть не больше ${max} позиций`,
        `Buyurtmada ${max} tadan ortiq pozitsiya bo'lishi mumkin emas`,
        `An order can have at most ${max} lines`,
      ),
      { max },
    ),
  orderTooManyItems: (max: number) =>
    detailed(
      msg(
        `В заказе может быть не больше ${max} товаров`,
        `Buyurtmada ${max} tadan ortiq mahsulot bo'lishi mumkin emas`,
        `An order can have at most ${max} items`,
      ),
      { max },
    ),
  orderLineTooMany: (product: LocalizedMessage, max: number) =>
    detailed(
      msg(
        `Товара «${product.ru}» можно заказать не больше ${max} шт.`,
        `«${product.uz}» mahsulotidan ${max} tadan ortiq buyurtma qilib bo'lmaydi`,
        `At most ${max} of "${product.eng}" can be ordered`,
      ),
      { max },
    ),
  favouriteProductNotFound: (id: number) =>
    msg(`Товар не найден: ${id}`, `Mahsulot topilmadi: ${id}`, `Product not found: ${id}`),
  favouriteNotFound: (id: number) =>
    msg(`Избранное не найдено: ${id}`, `Sevimli topilmadi: ${id}`, `Favourite not found: ${id}`),
  notYourFavourites: () =>
    msg(
      'Можно смотреть только своё избранное',
      "Faqat o'z sevimlilaringizni ko'rish mumkin",
      'You can only see your own favourites',
    ),
  productNotAvailable: (name: LocalizedMessage) =>
    msg(
      `Товар недоступен: ${name.ru}`,
      `Mahsulot mavjud emas: ${name.uz}`,
      `Product not available: ${name.eng}`,
    ),
  optionNotAvailable: (product: LocalizedMessage, option: LocalizedMessage) =>
    msg(
      `Добавка «${option.ru}» к «${product.ru}» сейчас недоступна`,
      `«${product.uz}» uchun «${option.uz}» qo'shimchasi hozir mavjud emas`,
      `The option "${option.eng}" of "${product.eng}" is not available now`,
    ),
  modificationInvalid: (product: LocalizedMessage, id: number) =>
    msg(
      `Добавка ${id} не относится к товару «${product.ru}»`,
      `${id} qo'shimchasi «${product.uz}» mahsulotiga tegishli emas`,
      `Option ${id} does not belong to "${product.eng}"`,
    ),
  modificationCount: (group: LocalizedMessage, min: number, max: number) =>
    detailed(
      msg(
        `«${group.ru}»: выберите от ${min} до ${max}`,
        `«${group.uz}»: ${min} tadan ${max} tagacha tanlang`,
        `"${group.eng}": choose from ${min} to ${max}`,
      ),
      { min, max },
    ),
  serviceTypeDisabled: (type: string) =>
    msg(
      `Способ получения ${type} недоступен`,
      `${type} olish usuli mavjud emas`,
      `The service type ${type} is not available`,
    ),
  branchInactive: (name: LocalizedMessage) =>
    msg(
      `Филиал «${name.ru}» сейчас не принимает заказы`,
      `«${name.uz}» filiali hozir buyurtma qabul qilmaydi`,
      `The branch "${name.eng}" is not taking orders now`,
    ),
  branchServiceDisabled: (name: LocalizedMessage, type: string) =>
    msg(
      `Филиал «${name.ru}» не принимает заказы ${type}`,
      `«${name.uz}» filiali ${type} buyurtmalarini qabul qilmaydi`,
      `The branch "${name.eng}" does not take ${type} orders`,
    ),
  paymentTypeNotAllowed: (type: string) =>
    msg(
      `Способ оплаты ${type} недоступен`,
      `${type} to'lov usuli mavjud emas`,
      `The payment type ${type} is not available`,
    ),
  orderNotPaidOnline: (type: string) =>
    msg(
      `Заказ оплачивается не онлайн (${type})`,
      `Buyurtma onlayn to'lanmaydi (${type})`,
      `The order is not paid online (${type})`,
    ),
  orderAlreadyPaid: () =>
    msg('Заказ уже оплачен', "Buyurtma allaqachon to'langan", 'The order is already paid'),
  orderCancelledNoPayment: () =>
    msg(
      'Заказ отменён: оплатить его нельзя',
      "Buyurtma bekor qilingan: uni to'lab bo'lmaydi",
      'The order is cancelled: it cannot be paid',
    ),
  paymentNotConfigured: (type: string) =>
    msg(
      `Оплата через ${type} сейчас недоступна`,
      `${type} orqali to'lov hozir mavjud emas`,
      `Paying with ${type} is not available now`,
    ),
  outOfServiceZone: () =>
    // The spec quotes the English text as the client shows it.
    msg('Вне зоны обслуживания', 'Xizmat hududidan tashqarida', 'Out of Service zone'),
  promoNotFound: (code: string) =>
    msg(`Промокод не найден: ${code}`, `Promokod topilmadi: ${code}`, `Promo code not found: ${code}`),
  promoNotActive: () => msg('Промокод не активен', 'Promokod faol emas', 'The promo code is not active'),
  promoNotStarted: () =>
    msg(
      'Промокод ещё не начал действовать',
      'Promokod hali amal qilishni boshlamagan',
      'The promo code has not started yet',
    ),
  promoExpired: () =>
    msg('Срок действия промокода истёк', "Promokodning muddati o'tgan", 'The promo code has expired'),
  promoMinPrice: (minPrice: number) =>
    detailed(
      msg(
        `Стоимость товаров должна быть выше ${minPrice}`,
        `Mahsulotlar narxi ${minPrice} dan yuqori bo'lishi kerak`,
        `Product price must be above ${minPrice}`,
      ),
      { minPrice },
    ),
  promoUsedUp: () =>
    msg(
      'Промокод уже использован максимальное число раз',
      'Promokoddan maksimal marta foydalanilgan',
      'The promo code has been used up',
    ),
  promoCustomerLimit: (max: number) =>
    detailed(
      msg(
        `Вы уже использовали этот промокод (можно ${max} раз)`,
        `Siz bu promokoddan foydalangansiz (${max} marta mumkin)`,
        `You have already used this promo code (${max} times allowed)`,
      ),
      { max },
    ),
  cashbackNotOffered: () =>
    msg(
      'Оплата кешбэком недоступна',
      "Keshbek bilan to'lash mavjud emas",
      'Paying with cashback is not available',
    ),
  cashbackNotEnough: (balance: number) =>
    detailed(
      msg(
        `Недостаточно кешбэка: доступно ${balance}`,
        `Keshbek yetarli emas: mavjud ${balance}`,
        `Not enough cashback: ${balance} available`,
      ),
      { balance },
    ),
  deliveryTimeTooFar: (days: number) =>
    detailed(
      msg(
        `Заказ можно запланировать не больше чем на ${days} дн. вперёд`,
        `Buyurtmani ko'pi bilan ${days} kun oldinga rejalashtirish mumkin`,
        `An order can be scheduled at most ${days} days ahead`,
      ),
      { days },
    ),
  // Empty details: the storefront words these codes itself in languages the texts lack.
  deliveryTimeNotFuture: () =>
    detailed(
      msg(
        'Время доставки должно быть в будущем',
        "Yetkazib berish vaqti kelajakda bo'lishi kerak",
        'The delivery time must be in the future',
      ),
      {},
    ),
  windowInvalid: () =>
    detailed(
      msg(
        'Интервал доставки должен заканчиваться позже, чем начинается',
        "Yetkazib berish oralig'i boshlanishidan keyin tugashi kerak",
        'The delivery window must end after it starts',
      ),
      {},
    ),
  windowOutsideHours: (branch: LocalizedMessage, closes: string) =>
    detailed(
      msg(
        `Интервал должен уложиться в часы работы: филиал «${branch.ru}» закрывается в ${closes}`,
        `Oraliq ish vaqtiga sig'ishi kerak: «${branch.uz}» filiali soat ${closes} da yopiladi`,
        `The window must lie within the working hours: the branch "${branch.eng}" closes at ${closes}`,
      ),
      {},
    ),
  // Delivery, hours and stock (spec section 5 gives: delivery minimum amount, 'Not enough products!
  // Maximum amount', delivery unavailable at chosen address, no branch, today is a holiday).
  deliveryUnavailable: () =>
    msg(
      'Доставка по выбранному адресу недоступна',
      'Tanlangan manzilga yetkazib berish mavjud emas',
      'Delivery unavailable at chosen address',
    ),
  deliveryMinAmount: (minimum: number) =>
    detailed(
      msg(
        `Минимальная сумма заказа для доставки: ${minimum}`,
        `Yetkazib berish uchun minimal buyurtma summasi: ${minimum}`,
        `Delivery minimum amount: ${minimum}`,
      ),
      { minPrice: minimum },
    ),
  notEnoughProducts: (product: LocalizedMessage, maximum: number) =>
    detailed(
      msg(
        `Недостаточно товара! Максимальное количество: ${maximum} («${product.ru}»)`,
        `Mahsulot yetarli emas! Maksimal miqdor: ${maximum} («${product.uz}»)`,
        `Not enough products! Maximum amount: ${maximum} ("${product.eng}")`,
      ),
      { max: maximum },
    ),
  branchClosedNow: (branch: LocalizedMessage, opens: LocalizedMessage | null) =>
    opens
      ? msg(
          `Филиал «${branch.ru}» сейчас закрыт. Откроется ${opens.ru}`,
          `«${branch.uz}» filiali hozir yopiq. ${capital(opens.uz)} ochiladi`,
          `The branch "${branch.eng}" is closed now. It opens ${opens.eng}`,
        )
      : msg(
          `Филиал «${branch.ru}» сейчас закрыт`,
          `«${branch.uz}» filiali hozir yopiq`,
          `The branch "${branch.eng}" is closed now`,
        ),
  holiday: (branch: LocalizedMessage, opens: LocalizedMessage | null) =>
    msg(
      `Сегодня выходной день: филиал «${branch.ru}» закрыт${opens ? `. Откроется ${opens.ru}` : ''}`,
      `Bugun dam olish kuni: «${branch.uz}» filiali yopiq${opens ? `. ${capital(opens.uz)} ochiladi` : ''}`,
      `Today is a holiday: the branch "${branch.eng}" is closed${opens ? `. It opens ${opens.eng}` : ''}`,
    ),
  scheduledOutsideHours: (branch: LocalizedMessage, when: string) =>
    msg(
      `Филиал «${branch.ru}» не работает ${when}: выберите время в часы работы`,
      `«${branch.uz}» filiali ${when} ishlamaydi: ish vaqtidagi vaqtni tanlang`,
      `The branch "${branch.eng}" is not open at ${when}: choose a time within its hours`,
    ),
  scheduledOnHoliday: (branch: LocalizedMessage, date: string) =>
    msg(
      `${date} у филиала «${branch.ru}» выходной день`,
      `${date} «${branch.uz}» filialida dam olish kuni`,
      `${date} is a holiday at the branch "${branch.eng}"`,
    ),
  courierNotAssigned: (orderId: number) =>
    msg(
      `Курьер заказа ${orderId} ещё не назначен`,
      `${orderId} buyurtmasiga kuryer hali tayinlanmagan`,
      `No courier has been assigned to order ${orderId} yet`,
    ),
  // Abuse limits (http/rate-limit-rules.ts) and idempotency (storage/idempotency.ts).
  rateLimited: (seconds: number) =>
    detailed(
      msg(
        `Слишком много запросов. Повторите через ${seconds} с`,
        `So'rovlar juda ko'p. ${seconds} soniyadan keyin qayta urinib ko'ring`,
        `Too many requests. Try again in ${seconds} s`,
      ),
      { seconds },
    ),
  signInLocked: (seconds: number) =>
    detailed(
      msg(
        `Слишком много неверных кодов. Вход для этого номера закрыт на ${Math.ceil(seconds / 60)} мин`,
        `Noto'g'ri kodlar juda ko'p. Bu raqam uchun kirish ${Math.ceil(seconds / 60)} daqiqaga yopildi`,
        `Too many wrong codes. Sign-in for this number is locked for ${Math.ceil(seconds / 60)} min`,
      ),
      { seconds },
    ),
  tooManyActiveOrders: (limit: number) =>
    detailed(
      msg(
        `У вас уже ${limit} неоплаченных заказов в работе. Дождитесь их выполнения`,
        `Sizda allaqachon ${limit} ta to'lanmagan faol buyurtma bor. Ular bajarilishini kuting`,
        `You already have ${limit} unpaid orders under way. Please wait until they are done`,
      ),
      { max: limit },
    ),
  idempotencyKeyReused: () =>
    msg(
      'Этот ключ Idempotency-Key уже использован для другого запроса',
      "Bu Idempotency-Key kaliti boshqa so'rov uchun ishlatilgan",
      'This Idempotency-Key was already used for another request',
    ),
  confirmationRequired: () =>
    msg(
      'Подтвердите номер телефона кодом из SMS, чтобы продолжить',
      'Davom etish uchun telefon raqamingizni SMS orqali kelgan kod bilan tasdiqlang',
      'Confirm your phone number with the code from the SMS to continue',
    ),
  geocoderFailed: (reason: string) =>
    msg(
      `Ошибка сервиса адресов (nominatim): ${reason}. Попробуйте позже`,
      `Manzillar xizmatida (nominatim) xatolik: ${reason}. Keyinroq urinib ko'ring`,
      `Error in nominatim: ${reason}. Try again later`,
    ),
  tileNotFound: (tile: string, maxZoom: number) =>
    msg(
      `Тайла ${tile} нет: тайлы нарезаны до масштаба ${maxZoom}`,
      `${tile} tayli yo'q: tayllar ${maxZoom} masshtabgacha kesilgan`,
      `No tile ${tile}: tiles are cut down to zoom ${maxZoom}`,
    ),
} as const;
