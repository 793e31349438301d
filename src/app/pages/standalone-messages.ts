/**
 * Texts for the screens shown before a merchant is known (merchant not available, start failed):
 * the app catalogue and the message pages' (core/message-pages) in the language the link named (/en/...), of the `lang` cookie or of the
 * browser, Russian by default.
 */
import { useQuery } from '@tanstack/react-query';
import { isAppLanguage, DEFAULT_LANGUAGE, type AppLanguage } from '../../core/i18n/languages.ts';
import { loadCatalogue, Messages } from '../../core/i18n/messages.ts';
import { MESSAGE_PAGES_NAMESPACE, messagePageLoaders } from '../../core/message-pages/message-page-texts.ts';
import { readCookie } from '../../core/tenant/cookies.ts';
import { appCatalogueLoader } from '../start/load-messages.ts';
import { routeLanguage } from '../start/route-language.ts';

function guessLanguage(): AppLanguage {
  const link = routeLanguage();
  if (link) return link;
  const cookie = readCookie('lang');
  if (isAppLanguage(cookie)) return cookie;
  const browser = navigator.language.slice(0, 2);
  return isAppLanguage(browser) ? browser : DEFAULT_LANGUAGE;
}

export function useStandaloneMessages(): Messages | undefined {
  const lang = guessLanguage();
  return useQuery({
    queryKey: ['standalone-messages', lang],
    queryFn: async () => {
      const messages = new Messages(lang);
      const loader = appCatalogueLoader(lang);
      const pageLoader = messagePageLoaders[lang] ?? messagePageLoaders.ru;
      const [app, pages] = await Promise.all([
        loader ? loadCatalogue(loader) : undefined,
        pageLoader ? loadCatalogue(pageLoader) : undefined,
      ]);
      if (app) messages.add('app', app);
      if (pages) messages.add(MESSAGE_PAGES_NAMESPACE, pages);
      await messages.ready();
      return messages;
    },
    staleTime: Infinity,
  }).data;
}
