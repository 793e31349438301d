import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useApiMutation } from '../../core/api/use-api-mutation.ts';
import { localize } from '../../core/i18n/localize.ts';
import { notify } from '../../core/notify.ts';
import { RequireSession } from '../../core/session/require-session.tsx';
import type { StoredSession } from '../../core/session/session-store.ts';
import { Slot } from '../../core/layout/slot.tsx';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { ChevronIcon } from '../../ui/icons.tsx';
import { MediaImage } from '../../ui/media-image.tsx';
import { Sheet } from '../../ui/sheet.tsx';
import { ConfirmStep } from './confirm-step.tsx';
import { LanguageChoice } from './language-choice.tsx';
import { LogoutButton } from './logout/logout-button.tsx';
import { visibleEntries } from './profile-entries.ts';
import { useConfirmedCall } from './use-confirmed-call.ts';
import { useFreshUser } from './use-fresh-user.ts';
import { UserPicture } from './user-picture.tsx';
import './avatar-editor.css';
import './profile.css';

/** Route profile: who is signed in, the merchant's entries, language, log out, delete account. */
export default function ProfilePage() {
  return <RequireSession>{(session) => <Profile session={session} />}</RequireSession>;
}

function Profile({ session }: { session: StoredSession }) {
  const { settings, merchant, lang, registry, signOut } = useStorefront();
  useFreshUser(session);
  const t = useT();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const user = session.user;
  const deletion = useConfirmedCall<unknown>(user.phone);
  const { run: deleteCall } = useApiMutation('deleteAccount');
  const { flow } = deletion;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || t('profile.noName');
  const entries = visibleEntries(registry.routes(settings).map((r) => r.path));

  function deleteAccount() {
    // The server may ask for a fresh code first (the sheet turns into the code step), then the
    // deletion goes again by itself.
    deletion.run(
      () => deleteCall(),
      () => {
        setConfirmDelete(false);
        notify(t('profile.deleted'), 'success');
        void signOut();
      },
    );
  }

  function closeSheet() {
    deletion.cancel();
    setConfirmDelete(false);
  }

  return (
    <div className="profile">
      {settings.isVisibleAtProfileTop ? (
        <div className="profile__brand">
          <MediaImage
            path={settings.logo ?? merchant.logo}
            width={48}
            height={48}
            media={{ format: 'png' }}
          />
          <span>{settings.brand || localize(merchant.name, lang)}</span>
        </div>
      ) : null}
      <div className="avatar__picture profile__picture">
        <UserPicture user={user} size={72} />
      </div>
      <h1 className="profile__name">{name}</h1>
      <p className="profile__phone">
        <bdi dir="ltr">{user.phone}</bdi>
      </p>
      {/* The cashback balance (module cashback, balanceActive). */}
      <Slot name="profile.balance" />
      <nav aria-label={t('profile.title')}>
        <ul className="profile__entries">
          {entries.map((entry) => (
            <li key={entry.path}>
              <Link to={entry.path} className="profile__entry">
                <span>{t(entry.label)}</span>
                <ChevronIcon />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* The way to the merchant's chat (module chat, chatActive). */}
      <Slot name="profile.support" />
      <LanguageChoice />
      <div className="profile__actions">
        <LogoutButton />
        <Button variant="ghost" className="profile__delete" onClick={() => setConfirmDelete(true)}>
          {t('profile.delete')}
        </Button>
      </div>
      <Sheet
        open={confirmDelete}
        onClose={closeSheet}
        title={flow.step === 'code' ? t('profile.confirm.title') : t('profile.deleteTitle')}
        closeLabel={t('profile.close')}
      >
        {flow.step === 'code' ? (
          <ConfirmStep
            flow={flow}
            // Cancelling the code gives up the deletion: the sheet closes.
            confirmation={{ ...deletion, cancel: closeSheet }}
            phone={user.phone}
            reason={t('profile.confirm.deleteReason')}
            retryingLabel={t('profile.deleting')}
            titleAs="h2"
            className="confirm"
          />
        ) : (
          <div className="confirm">
            <h2 className="confirm__title">{t('profile.deleteTitle')}</h2>
            <p className="confirm__item">
              <strong>{name}</strong>
              <bdi dir="ltr">{user.phone}</bdi>
            </p>
            <p className="confirm__text">{t('profile.deleteText')}</p>
            {flow.step === 'idle' && flow.error ? (
              <p className="confirm__error" role="alert">
                {flow.error}
              </p>
            ) : null}
            <div className="confirm__buttons">
              <Button variant="secondary" onClick={closeSheet}>
                {t('profile.no')}
              </Button>
              <Button onClick={deleteAccount} disabled={flow.step === 'calling'}>
                {flow.step === 'calling' ? t('profile.deleting') : t('profile.yes')}
              </Button>
            </div>
          </div>
        )}
      </Sheet>
    </div>
  );
}
