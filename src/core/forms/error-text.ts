/**
 * A refusal of the server worded in the customer's language from the values it carries
 * (ApiErrorBody.details): the server's descriptions have ru, uz and eng only, so a Kazakh, Arabic,
 * Turkish or Chinese customer would otherwise lose the tries left, the minimum, the limit. The texts
 * are the form checks' catalogue (core.forms.error.<CODE>, every language), loaded with every form.
 */
import { ApiErrorBody, type ErrorDetails } from '../../contract/index.ts';
import type { ApiError } from '../api/api-error.ts';
import type { MessageValues } from '../i18n/messages.ts';

type Translate = (id: string, values?: MessageValues) => string;

/** The details each worded code needs: a reply without them keeps its description. */
const wordedCodes: Record<string, readonly (keyof ErrorDetails)[]> = {
  WRONG_CODE: ['triesLeft'],
  RESEND_THROTTLED: ['seconds'],
  RATE_LIMITED: ['seconds'],
  SIGN_IN_LOCKED: ['seconds'],
  DELIVERY_MIN_AMOUNT: ['minPrice'],
  PROMO_MIN_PRICE: ['minPrice'],
  NOT_ENOUGH_CASHBACK: ['balance'],
  NOT_ENOUGH_PRODUCTS: ['max'],
  ORDER_LINE_TOO_MANY: ['max'],
  ORDER_TOO_MANY_LINES: ['max'],
  ORDER_TOO_MANY_ITEMS: ['max'],
  MODIFICATION_INVALID: ['min', 'max'],
  PROMO_CUSTOMER_LIMIT: ['max'],
  DELIVERY_TIME_TOO_FAR: ['days'],
  // Worded without values (the server sends empty details): the storefront's words say it all.
  DELIVERY_TIME_NOT_FUTURE: [],
  DELIVERY_WINDOW_INVALID: [],
  DELIVERY_WINDOW_OUTSIDE_HOURS: [],
  TOO_MANY_ACTIVE_ORDERS: ['max'],
  TOO_MANY_ADDRESSES: ['max'],
  IMAGE_TOO_LARGE: ['maxMb'],
};

/** Details that are money, written as prices are. */
const moneyDetails: readonly (keyof ErrorDetails)[] = ['minPrice', 'balance'];

/** The details of a refusal, or null when it sent none this version can read. */
export function detailsOf(error: Pick<ApiError, 'body'>): ErrorDetails | null {
  const parsed = ApiErrorBody.safeParse(error.body);
  return (parsed.success && parsed.data.details) || null;
}

/**
 * The refusal's text: the server's own when it speaks the customer's language (it may say more,
 * such as a product's name), else the storefront's wording of its code and details, else the text
 * the API client chose (the spec's fallbacks).
 */
export function errorText(error: ApiError, t: Translate, price: (amount: number) => string): string {
  if (error.localized) return error.message;
  const needs = error.code ? wordedCodes[error.code] : undefined;
  const details = needs ? detailsOf(error) : null;
  if (!needs || !details || needs.some((key) => details[key] === undefined)) return error.message;
  const values: MessageValues = {};
  for (const [key, value] of Object.entries(details)) {
    values[key] = moneyDetails.includes(key as keyof ErrorDetails) ? price(value) : value;
  }
  values.minutes = Math.ceil((details.seconds ?? 0) / 60);
  return t(`core.forms.error.${error.code}`, values);
}
