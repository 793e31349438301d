/**
 * The namespace of the message pages' catalogue (./i18n): `t('core.messagePages.blocked.title')`.
 * A file of its own because the server names it too, and the loaders beside it (message-page-texts.ts)
 * are the bundler's (import.meta.glob).
 */
export const MESSAGE_PAGES_NAMESPACE = 'core.messagePages';
