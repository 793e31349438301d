import { appLanguages, type AppLanguage } from './languages.ts';
import type { CatalogueLoader } from './messages.ts';

/**
 * Turns a module's `import.meta.glob('./i18n/*.json')` into its per-language loaders, so only the
 * current language's file is downloaded.
 */
export function messagesOf(
  files: Record<string, () => Promise<unknown>>,
): Partial<Record<AppLanguage, CatalogueLoader>> {
  const loaders: Partial<Record<AppLanguage, CatalogueLoader>> = {};
  for (const lang of appLanguages) {
    const loader = files[`./i18n/${lang}.json`];
    if (loader) loaders[lang] = loader as CatalogueLoader;
  }
  return loaders;
}
