/**
 * Staff sign-in: the phone, then the 6-digit code sent to it. Errors are the server's texts in the
 * staff member's language (a wrong code, a lock, too many codes).
 */
import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { useConsole } from '../app/console-context.ts';
import { localize } from '../../core/i18n/localize.ts';
import { LanguageSwitch } from '../shell/language-switch.tsx';
import { isPhone, normalisePhone } from './phone-input.ts';
import { useSignIn } from './use-sign-in.ts';

export function SignInScreen() {
  const { t, merchant, lang } = useConsole();
  const { askCode, login } = useSignIn();
  const [typedPhone, setTypedPhone] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    const phone = normalisePhone(typedPhone);
    if (!isPhone(phone)) return setPhoneError(t('signIn.phoneInvalid'));
    setPhoneError(null);
    askCode.mutate(phone, { onSuccess: () => setSentTo(phone) });
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (sentTo && /^\d{6}$/.test(code)) login.mutate({ phone: sentTo, code });
  };

  return (
    <main className="console-center sign-in">
      <div className="sign-in__top">
        <LanguageSwitch />
      </div>
      <h1>{t('signIn.title')}</h1>
      <p className="muted">{localize(merchant.name, lang)}</p>
      {sentTo === null ? (
        <form className="stack" onSubmit={sendCode} noValidate>
          <TextField
            id="staff-phone"
            label={t('signIn.phone')}
            hint={t('signIn.phoneHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={typedPhone}
            onChange={(event) => setTypedPhone(event.target.value)}
            error={phoneError ?? askCode.error?.message ?? null}
          />
          <Button type="submit" disabled={askCode.isPending}>
            {t('signIn.sendCode')}
          </Button>
        </form>
      ) : (
        <form className="stack" onSubmit={confirm} noValidate>
          <p>{t('signIn.codeSent', { phone: sentTo })}</p>
          <TextField
            id="staff-code"
            label={t('signIn.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            error={login.error?.message ?? null}
          />
          <Button type="submit" disabled={login.isPending || code.length !== 6}>
            {t('signIn.submit')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setSentTo(null);
              setCode('');
              login.reset();
            }}
          >
            {t('signIn.otherPhone')}
          </Button>
        </form>
      )}
    </main>
  );
}
