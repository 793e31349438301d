/**
 * Catalogue names (products, branches, modifications) as error and receipt texts carry them. Here in
 * base because orders, deliveries and payments all name them.
 */
import type { LocalizedText } from '../../contract/index.ts';
import type { LocalizedMessage } from './error-messages.ts';

/** A catalogue name in the three languages error texts carry, each falling back to any other. */
export function namesOf(text: LocalizedText): LocalizedMessage {
  const any = text.ru ?? text.eng ?? text.uz ?? Object.values(text).find(Boolean) ?? '';
  return { ru: text.ru ?? any, uz: text.uz ?? any, eng: text.eng ?? any };
}
