import { useEffect, useId, useRef, useState } from 'react';
import { nativeNames } from '../../core/i18n/languages.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { GlobeIcon } from '../../ui/icons.tsx';
import './language-switcher.css';

/** A menu of the merchant's active languages, each in its own name. Hidden with only one. */
export default function LanguageSwitcher() {
  const { lang, activeLanguages, setLanguage } = useStorefront();
  const t = useT();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (activeLanguages.length < 2) return null;
  return (
    <div className="langs" ref={rootRef}>
      <button
        type="button"
        className="langs__button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        title={t('languages.choose')}
        onClick={() => setOpen((o) => !o)}
      >
        <GlobeIcon />
        <span className="visually-hidden">{t('languages.choose')}: </span>
        <span>{lang.toUpperCase()}</span>
      </button>
      {open ? (
        <ul className="langs__menu" id={menuId}>
          {activeLanguages.map((code) => (
            <li key={code}>
              <button
                type="button"
                className="langs__option"
                lang={code}
                aria-current={code === lang ? 'true' : undefined}
                onClick={() => {
                  setLanguage(code);
                  setOpen(false);
                }}
              >
                {nativeNames[code]}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
