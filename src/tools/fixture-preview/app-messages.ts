/**
 * Texts of the app's own pages, read from src/app/i18n/<lang>.json. The 404 page looks like any other
 * page to the browser (status 200, same layout); its title is how the preview tells it apart.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AppLanguage } from '../../core/i18n/languages.ts';
import { repoRoot } from './repo-paths.ts';

/** The "page not found" title in a language, or null when the catalogue has none. */
export function notFoundTitle(lang: AppLanguage): string | null {
  try {
    const file = path.join(repoRoot, 'src/app/i18n', `${lang}.json`);
    const messages: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    const title =
      typeof messages === 'object' && messages !== null
        ? (messages as Record<string, unknown>)['notFound.title']
        : undefined;
    return typeof title === 'string' ? title : null;
  } catch {
    // No catalogue for the language: the 404 check is skipped, nothing else depends on it.
    return null;
  }
}
