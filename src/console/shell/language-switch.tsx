/** The staff member's language: three buttons, the chosen one pressed. */
import { useConsole } from '../app/console-context.ts';
import { CONSOLE_LANGUAGES } from '../i18n/texts.ts';

const NAMES = { ru: 'Русский', uz: "O'zbekcha", en: 'English' } as const;
const SHORT = { ru: 'RU', uz: 'UZ', en: 'EN' } as const;

export function LanguageSwitch() {
  const { lang, setLang, t } = useConsole();
  return (
    <div className="lang-switch" role="group" aria-label={t('app.language')}>
      {CONSOLE_LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={code === lang}
          // The name holds the visible letters, so voice control finds the button by them.
          aria-label={`${SHORT[code]} ${NAMES[code]}`}
          onClick={() => setLang(code)}
        >
          {SHORT[code]}
        </button>
      ))}
    </div>
  );
}
