/**
 * What is wrong with a draft, field by field, in the staff member's language: the same schemas the
 * server saves with (contract fixtures.ts), so a value the server would refuse is explained before it
 * is sent and never saved; and links that do not look like links (a warning: the contract takes any
 * text there, a merchant may write "@burgerlab").
 */
import { z } from 'zod';
import * as locales from 'zod/locales';
import { fixtureFiles } from '../../contract/fixtures.ts';
import type { SettingsVariant } from '../../contract/console-settings.ts';
import type { ConsoleLanguage } from '../i18n/texts.ts';
import { isLinkKey } from './settings-fields.ts';

const schemaOf = (variant: SettingsVariant) =>
  variant === 'web' ? fixtureFiles.settingsWeb.schema : fixtureFiles.settingsClickApp.schema;

const localeOf = { ru: locales.ru, uz: locales.uz, en: locales.en } as const;

/** Problems by top-level key (a nested one is reported on its key). */
export function draftProblems(
  variant: SettingsVariant,
  draft: Record<string, unknown>,
  lang: ConsoleLanguage,
): Record<string, string> {
  const parsed = schemaOf(variant).safeParse(draft, { error: localeOf[lang]().localeError });
  if (parsed.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    const where = issue.path.slice(1).join('.');
    problems[key] ??= where ? `${where}: ${issue.message}` : issue.message;
  }
  return problems;
}

/** Keys holding an address that is not an http(s) one. */
export function linkWarnings(draft: Record<string, unknown>): string[] {
  return Object.entries(draft)
    .filter(([key, value]) => isLinkKey(key) && typeof value === 'string' && value.trim() !== '')
    .filter(([, value]) => !z.url({ protocol: /^https?$/ }).safeParse(value).success)
    .map(([key]) => key);
}
