import { loadCatalogue, Messages, type CatalogueLoader } from '../../core/i18n/messages.ts';
import type { AppLanguage } from '../../core/i18n/languages.ts';
import type { ModuleDefinition } from '../../core/registry/define-module.ts';
import { askedCatalogues, wasAsked } from '../../core/i18n/screen-messages.ts';

const appCatalogues = import.meta.glob<Record<string, string>>('../i18n/*.json', { import: 'default' });

export const appCatalogueLoader = (lang: AppLanguage): CatalogueLoader | undefined =>
  appCatalogues[`../i18n/${lang}.json`];

/**
 * Downloads, in parallel, the app's, the shared pieces' of core and every enabled module's catalogue
 * for one language.
 */
/** The query the start sequence keeps a language's messages under (seeded before a hydration). */
export const messagesQueryKey = (lang: AppLanguage | null, modules: readonly ModuleDefinition[]) =>
  ['messages', lang, modules.map((m) => m.id).join(',')] as const;

/**
 * @param screens also texts that come with their screens: every one (true: a server render, which
 *   may show any screen at once), or those of these namespaces (the ones a server-rendered page
 *   showed, which its hydration must have)
 */
export async function loadMessages(
  lang: AppLanguage,
  modules: readonly ModuleDefinition[],
  screens: boolean | ReadonlySet<string> = false,
): Promise<Messages> {
  const messages = new Messages(lang);
  const sources: [string, CatalogueLoader | undefined][] = [
    ['app', appCatalogueLoader(lang)],
    // Texts that come with their screens (screen-messages.ts) only once a screen has asked for them.
    ...modules
      .filter(
        (m) =>
          screens === true ||
          (screens !== false && screens.has(m.id)) ||
          !m.messagesWithScreens ||
          wasAsked(m.id),
      )
      .map((m): [string, CatalogueLoader | undefined] => [m.id, m.messages?.[lang] ?? m.messages?.ru]),
    // Shared pieces' texts a screen brought along (core.branches, core.code): again, in this language.
    ...askedCatalogues()
      .filter(([namespace]) => !modules.some((m) => m.id === namespace))
      .map(([namespace, loaders]): [string, CatalogueLoader | undefined] => [
        namespace,
        loaders[lang] ?? loaders.ru,
      ]),
  ];
  const loaded = await Promise.all(
    sources.map(
      async ([namespace, loader]) => [namespace, loader ? await loadCatalogue(loader) : {}] as const,
    ),
  );
  for (const [namespace, catalogue] of loaded) messages.add(namespace, catalogue);
  // The MessageFormat library, when one of these catalogues has a message the lean formatter can't.
  await messages.ready();
  return messages;
}
