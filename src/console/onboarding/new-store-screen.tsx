/**
 * Starting a new store (owners): its address (sub-domain), brand name in its languages, languages with
 * the main one first, brand colour, and its owner. The server makes it from the new-tenant template
 * and serves it at once; the screen then links to the new storefront and its console, where its
 * owner signs in and shapes it in the studio.
 */
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { BackendLanguage } from '../../contract/primitives.ts';
import type { NewTenant, NewTenantRequest } from '../../contract/console-onboarding.ts';
import { unwrapOrThrow, type ApiRequestError } from '../../core/api/unwrap.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { useConsole } from '../app/console-context.ts';
import { LocalizedInputs } from '../menu/localized-inputs.tsx';
import { isPhone, normalisePhone } from '../sign-in/phone-input.ts';
import { newStoreUrl } from './new-store-links.ts';

const SUB = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const COLOUR = /^#[0-9a-f]{6}$/i;

export default function NewStoreScreen() {
  const { t, api, merchant } = useConsole();
  const [sub, setSub] = useState('');
  const [languages, setLanguages] = useState<BackendLanguage[]>(['ru', 'uz']);
  const [brand, setBrand] = useState<Partial<Record<string, string>>>({});
  const [colour, setColour] = useState('#2A9D8F');
  const [phone, setPhone] = useState('');
  const [ownerName, setOwnerName] = useState('');
  const [shown, setShown] = useState(false);
  const start = useMutation<NewTenant, ApiRequestError, NewTenantRequest>({
    mutationFn: (body) => unwrapOrThrow(api.call('consoleTenantCreate', { body })),
  });

  const main = languages[0];
  const problems = {
    sub: SUB.test(sub) ? undefined : t('newStore.subInvalid'),
    brand: main && brand[main]?.trim() ? undefined : t('newStore.brandMissing'),
    languages: languages.length ? undefined : t('newStore.languagesMissing'),
    colour: COLOUR.test(colour) ? undefined : t('newStore.colourInvalid'),
    phone: isPhone(normalisePhone(phone)) ? undefined : t('signIn.phoneInvalid'),
    ownerName: ownerName.trim() ? undefined : t('newStore.ownerNameMissing'),
  };
  const shownProblem = (key: keyof typeof problems) => (shown ? problems[key] : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (Object.values(problems).some(Boolean)) return;
    start.mutate({
      sub,
      brand: Object.fromEntries(languages.filter((l) => brand[l]?.trim()).map((l) => [l, brand[l]!.trim()])),
      languages,
      mainColor: colour,
      ownerPhone: normalisePhone(phone),
      ownerName: ownerName.trim(),
    });
  };
  const toggle = (lang: BackendLanguage) =>
    setLanguages((all) => (all.includes(lang) ? all.filter((l) => l !== lang) : [...all, lang]));

  if (start.data) {
    const created = start.data;
    return (
      <section className="stack panel" aria-labelledby="new-store-done">
        <h1 id="new-store-done">{t('newStore.done', { sub: created.sub })}</h1>
        <p>{t('newStore.doneText')}</p>
        <p className="choice-row">
          <a className="btn btn--primary" href={newStoreUrl(created.sub, window.location, merchant.sub)}>
            {t('newStore.openStore')}
          </a>
          <a
            className="btn btn--secondary"
            href={newStoreUrl(created.sub, window.location, merchant.sub, '/console/')}
          >
            {t('newStore.openConsole')}
          </a>
        </p>
      </section>
    );
  }
  return (
    <form className="stack panel new-store" onSubmit={submit} noValidate aria-labelledby="new-store-title">
      <h1 id="new-store-title">{t('nav.newStore')}</h1>
      <p className="muted">{t('newStore.intro')}</p>
      <TextField
        id="new-store-sub"
        label={t('newStore.sub')}
        hint={t('newStore.subHint')}
        value={sub}
        spellCheck={false}
        autoCapitalize="none"
        error={shownProblem('sub')}
        onChange={(event) => setSub(event.target.value.trim().toLowerCase())}
      />
      <fieldset className="stack">
        <legend>{t('newStore.languages')}</legend>
        <p className="muted">{t('newStore.languagesHint')}</p>
        <div className="choice-row">
          {BackendLanguage.options.map((lang) => (
            <label key={lang} className="check">
              <input type="checkbox" checked={languages.includes(lang)} onChange={() => toggle(lang)} />
              {lang.toUpperCase()}
              {lang === main ? ` · ${t('newStore.main')}` : ''}
            </label>
          ))}
        </div>
        {shownProblem('languages') && (
          <p role="alert" className="field__error">
            {problems.languages}
          </p>
        )}
      </fieldset>
      <LocalizedInputs
        id="new-store-brand"
        label={(code) => t('newStore.brand', { lang: code })}
        languages={languages}
        value={brand}
        errorOf={(code) => (code === main ? shownProblem('brand') : undefined)}
        onChange={setBrand}
      />
      <div className="studio-colour">
        <input
          type="color"
          aria-label={t('newStore.colourPicker')}
          value={COLOUR.test(colour) ? colour.toLowerCase() : '#000000'}
          onChange={(event) => setColour(event.target.value)}
        />
        <TextField
          id="new-store-colour"
          label={t('newStore.colour')}
          value={colour}
          spellCheck={false}
          error={shownProblem('colour')}
          onChange={(event) => setColour(event.target.value.trim())}
        />
      </div>
      <TextField
        id="new-store-owner-phone"
        label={t('newStore.ownerPhone')}
        type="tel"
        value={phone}
        error={shownProblem('phone')}
        onChange={(event) => setPhone(event.target.value)}
      />
      <TextField
        id="new-store-owner-name"
        label={t('newStore.ownerName')}
        value={ownerName}
        maxLength={100}
        error={shownProblem('ownerName')}
        onChange={(event) => setOwnerName(event.target.value)}
      />
      {start.error && (
        <p role="alert" className="alert">
          {start.error.message}
        </p>
      )}
      <Button type="submit" disabled={start.isPending}>
        {start.isPending ? t('newStore.starting') : t('newStore.start')}
      </Button>
    </form>
  );
}
