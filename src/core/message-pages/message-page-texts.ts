/**
 * The texts of the pages that only say why there is no storefront here: a merchant that is not
 * active, an address of no merchant. The server writes those pages itself, with no storefront code
 * (src/server/pages/message-page.ts), and the storefront shows the same texts when it meets either
 * on its own (app/pages/blocked.tsx, merchant-not-available.tsx): one catalogue for both, here.
 */
import { messagesOf } from '../i18n/module-messages.ts';
import { ensureMessages } from '../i18n/screen-messages.ts';
import { MESSAGE_PAGES_NAMESPACE } from './namespace.ts';

export { MESSAGE_PAGES_NAMESPACE };

/** The catalogue's loaders, one per language. */
export const messagePageLoaders = messagesOf(import.meta.glob('./i18n/*.json'));

/** Loads the texts (in the language on screen) into the app's messages (see screen-messages.ts). */
export const ensureMessagePageTexts = (): Promise<void> =>
  ensureMessages(MESSAGE_PAGES_NAMESPACE, messagePageLoaders);
