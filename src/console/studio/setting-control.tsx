/**
 * One settings key as a control of the kind its schema says (settings-fields.ts): a switch, a list,
 * a colour picker beside its hex text, a text or link, a number, a text per language, or JSON for
 * lists and objects. The key's description from the contract is its hint; its problem replaces it.
 */
import { useState } from 'react';
import { SelectField, TextAreaField, TextField } from '../../ui/field.tsx';
import { useConsole } from '../app/console-context.ts';
import type { SettingField } from './settings-fields.ts';

/** The languages a text may be given in (the contract's LocalizedText). */
const TEXT_LANGUAGES = ['ru', 'uz', 'eng', 'kz', 'ar', 'tr', 'zh'] as const;

interface Props {
  field: SettingField;
  value: unknown;
  problem: string | undefined;
  warning: boolean;
  onChange: (value: unknown) => void;
  /** A JSON field's text is (or is no longer) unreadable: the draft keeps the last readable value. */
  onUnreadable?: (unreadable: boolean) => void;
}

const idOf = (key: string) => `setting-${key}`;

/** An emptied text is null where the key may be null, else left out (its default). */
const emptied = (field: SettingField) => (field.nullable ? null : undefined);

export function SettingControl({ field, value, problem, warning, onChange, onUnreadable }: Props) {
  const { t } = useConsole();
  const id = idOf(field.key);
  const hint = warning ? t('studio.notALink') : field.description;
  switch (field.kind) {
    case 'flag':
      return (
        <div className="studio-flag">
          <input
            id={id}
            type="checkbox"
            checked={(value ?? field.defaultValue) === true}
            onChange={(event) => onChange(event.target.checked)}
            aria-describedby={`${id}-hint`}
          />
          <label htmlFor={id}>
            <code>{field.key}</code>
            <span id={`${id}-hint`} className="muted">
              {field.description}
            </span>
          </label>
          {problem && (
            <p role="alert" className="field__error">
              {problem}
            </p>
          )}
        </div>
      );
    case 'choice':
      return (
        <div className="stack studio-choice">
          <SelectField
            id={id}
            label={field.key}
            value={String(value ?? field.defaultValue ?? '')}
            options={[
              ...(field.nullable || field.defaultValue === undefined ? [{ value: '', label: '—' }] : []),
              ...field.options.map((option) => ({ value: option, label: option })),
            ]}
            onChange={(next) => onChange(next === '' ? emptied(field) : next)}
          />
          <p className={problem ? 'field__error' : 'field__hint'} role={problem ? 'alert' : undefined}>
            {problem ?? field.description}
          </p>
        </div>
      );
    case 'colour':
      return <ColourControl id={id} field={field} value={value} problem={problem} onChange={onChange} />;
    case 'number':
      return (
        <TextField
          id={id}
          label={field.key}
          type="number"
          inputMode="numeric"
          value={typeof value === 'number' ? value : ''}
          hint={field.description}
          error={problem}
          onChange={(event) =>
            onChange(event.target.value === '' ? emptied(field) : Number(event.target.value))
          }
        />
      );
    case 'localized':
      return <LocalizedControl id={id} field={field} value={value} problem={problem} onChange={onChange} />;
    case 'json':
      return (
        <JsonControl
          id={id}
          field={field}
          value={value}
          problem={problem}
          onChange={onChange}
          onUnreadable={onUnreadable}
        />
      );
    default:
      return (
        <TextField
          id={id}
          label={field.key}
          type={field.kind === 'link' ? 'url' : 'text'}
          value={typeof value === 'string' ? value : ''}
          hint={hint}
          error={problem}
          onChange={(event) => onChange(event.target.value === '' ? emptied(field) : event.target.value)}
        />
      );
  }
}

type Part = Omit<Props, 'warning'> & { id: string };

function ColourControl({ id, field, value, problem, onChange }: Part) {
  const { t } = useConsole();
  const text = typeof value === 'string' ? value : String(field.defaultValue ?? '');
  // The picker takes #rrggbb only; a short or alpha colour is shown as typed in the text beside it.
  const pickable = /^#[0-9a-f]{6}$/i.test(text) ? text : '#000000';
  return (
    <div className="studio-colour">
      <input
        type="color"
        aria-label={t('studio.colourPicker', { key: field.key })}
        value={pickable.toLowerCase()}
        onChange={(event) => onChange(event.target.value)}
      />
      <TextField
        id={id}
        label={field.key}
        value={text}
        hint={field.description}
        error={problem}
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function LocalizedControl({ id, field, value, problem, onChange }: Part) {
  const texts = typeof value === 'object' && value !== null ? (value as Record<string, string>) : {};
  const set = (lang: string, text: string) => {
    const next = { ...texts, [lang]: text };
    if (text === '') delete next[lang];
    onChange(Object.keys(next).length ? next : emptied(field));
  };
  return (
    <fieldset className="studio-localized">
      <legend>
        <code>{field.key}</code> <span className="muted">{field.description}</span>
      </legend>
      {TEXT_LANGUAGES.map((lang) => (
        <TextField
          key={lang}
          id={`${id}-${lang}`}
          label={lang}
          value={texts[lang] ?? ''}
          onChange={(event) => set(lang, event.target.value)}
        />
      ))}
      {problem && (
        <p role="alert" className="field__error">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

function JsonControl({ id, field, value, problem, onChange, onUnreadable }: Part) {
  const { t } = useConsole();
  const shown = JSON.stringify(value ?? field.defaultValue ?? null, null, 2);
  const [text, setText] = useState(shown);
  const [broken, setBroken] = useState(false);
  return (
    <TextAreaField
      id={id}
      label={field.key}
      value={text}
      rows={Math.min(10, text.split('\n').length + 1)}
      spellCheck={false}
      hint={field.description}
      error={broken ? t('studio.notJson') : problem}
      onChange={(event) => {
        setText(event.target.value);
        try {
          onChange(JSON.parse(event.target.value) as unknown);
          setBroken(false);
          onUnreadable?.(false);
        } catch {
          setBroken(true);
          onUnreadable?.(true);
        }
      }}
    />
  );
}
