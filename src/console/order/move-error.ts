/**
 * What a refused move says. The screen offers only the moves the transition table allows for the
 * order as it showed it, so a 409 (ORDER_CONFLICT, or a move no longer allowed from the status the
 * order has now) means someone else changed the order first: said in the console's own words, and
 * the order is read again (use-order.ts). Any other refusal is the server's text.
 */
import type { ApiRequestError } from '../../core/api/unwrap.ts';
import type { Texts } from '../i18n/texts.ts';

export const moveErrorText = (error: ApiRequestError, t: Texts): string =>
  error.status === 409 ? t('order.conflict') : error.message;
