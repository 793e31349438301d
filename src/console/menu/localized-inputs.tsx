/** A text in each of the menu's languages, one field per language; the first one is needed. */
import { TextAreaField, TextField } from '../../ui/field.tsx';
import type { Localized } from './menu-draft.ts';

interface Props {
  id: string;
  /** The field's label for a language ("Name (RU)"). */
  label: (lang: string) => string;
  languages: readonly string[];
  value: Localized | null | undefined;
  /** A language's problem, in words. */
  errorOf?: (lang: string) => string | undefined;
  multiline?: boolean;
  onChange: (value: Localized) => void;
}

export function LocalizedInputs({ id, label, languages, value, errorOf, multiline, onChange }: Props) {
  return (
    <div className="menu-localized">
      {languages.map((lang) => {
        const common = {
          id: `${id}-${lang}`,
          label: label(lang.toUpperCase()),
          lang: lang === 'eng' ? 'en' : lang,
          value: value?.[lang] ?? '',
          error: errorOf?.(lang),
        };
        const set = (text: string) => {
          const next = { ...(value ?? {}) };
          if (text) next[lang] = text;
          else delete next[lang];
          onChange(next);
        };
        return multiline ? (
          <TextAreaField key={lang} {...common} rows={3} onChange={(event) => set(event.target.value)} />
        ) : (
          <TextField key={lang} {...common} onChange={(event) => set(event.target.value)} />
        );
      })}
    </div>
  );
}
