import { nativeNames } from '../../core/i18n/languages.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { ChoiceCard } from '../../ui/choice-card.tsx';

/**
 * The interface language on the profile, as the storefront's own option cards (the ones checkout
 * uses for branches and payments), each language in its own name. Hidden with only one language.
 */
export function LanguageChoice() {
  const { lang, activeLanguages, setLanguage } = useStorefront();
  const t = useT();
  if (activeLanguages.length < 2) return null;
  return (
    <fieldset className="profile__language">
      <legend className="profile__language-title">{t('profile.language')}</legend>
      <div className="profile__language-options">
        {activeLanguages.map((code) => (
          <ChoiceCard
            key={code}
            name="language"
            value={code}
            checked={code === lang}
            onSelect={() => setLanguage(code)}
            title={<span lang={code}>{nativeNames[code]}</span>}
          />
        ))}
      </div>
    </fieldset>
  );
}
