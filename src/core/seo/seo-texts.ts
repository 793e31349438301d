import { messagesOf } from '../i18n/module-messages.ts';
import { ensureMessages } from '../i18n/screen-messages.ts';
import { SEO_NAMESPACE } from './page-text.ts';

/**
 * Loads the core.seo catalogue (page names and title templates) into the app's messages, in the
 * language on screen. Only pages with a title of their own need it, so it downloads with the first
 * of them, never with the home page.
 */
export const ensureSeoTexts = (): Promise<void> =>
  ensureMessages(SEO_NAMESPACE, messagesOf(import.meta.glob('./i18n/*.json')));
