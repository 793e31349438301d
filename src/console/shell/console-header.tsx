/** The console's bar: the merchant, the screens this member may use, the language and sign-out. */
import { NavLink } from 'react-router-dom';
import { Button } from '../../ui/button.tsx';
import { localize } from '../../core/i18n/localize.ts';
import { useConsole } from '../app/console-context.ts';
import { may, type ConsoleMe } from '../session/use-me.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { NAV_ITEMS } from './nav-items.ts';

export function ConsoleHeader({ me }: { me: ConsoleMe }) {
  const { t, lang, signOut } = useConsole();
  return (
    <header className="console-header">
      <div className="console-header__top">
        <p className="console-header__merchant">{localize(me.merchant.name, lang)}</p>
        <p className="console-header__who">
          {me.staff.name} · {t(`role.${me.staff.role}`)}
        </p>
        <LanguageSwitch />
        <Button variant="secondary" onClick={() => void signOut()}>
          {t('app.signOut')}
        </Button>
      </div>
      <nav className="console-nav" aria-label={t('nav.label')}>
        {NAV_ITEMS.filter((item) => may(me, item.permission)).map((item) => (
          <NavLink key={item.path} to={item.path} end={item.path === '/'}>
            {t(item.label)}
          </NavLink>
        ))}
      </nav>
    </header>
  );
}
