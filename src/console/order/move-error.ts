/** What a refused move says: the console's own words for a conflict, the server's text otherwise. */
import type { ApiRequestError } from '../../core/api/unwrap.ts';
import type { Texts } from '../i18n/texts.ts';

export function moveErrorText(error: ApiRequestError, t: Texts): string {
  if (error.code === 'ORDER_CONFLICT') return t('order.conflict');
  if (error.code === 'ORDER_FINAL' || error.code === 'MOVE_NOT_ALLOWED' || error.code === 'SAME_STATUS')
    return `${t('order.moveRefused')} ${error.message}`;
  return error.message;
}
