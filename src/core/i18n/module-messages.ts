import { appLanguages, type AppLanguage } from './languages.ts';
import type { CatalogueLoader } from './messages.ts';

/**
 * Turns a module's `import.meta.glob('./i18n/*.json')` into its per-language loaders, so only the
 * current language's file is downloaded.
 *
 * The glob imports the files whole (a loader may give the file's module: messages.ts takes its
 * default), not with the glob's `import: 'default'`: that option writes a `.then(m => m.default)`
 * into each of the some 300 loaders in the first screen's code (vite.config.ts has JSON files
 * export their default only, so a whole file is no bigger).
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
