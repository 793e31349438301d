import { useRef, useState, type ChangeEvent } from 'react';
import { USER_IMAGE_MAX_BYTES } from '../../contract/index.ts';
import { useApiMutation } from '../../core/api/use-api-mutation.ts';
import { notify } from '../../core/notify.ts';
import type { StoredSession } from '../../core/session/session-store.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { dataUrlBytes, photoErrorOf, type PhotoError } from './avatar-maths.ts';
import { photoForUpload } from './photo-file.ts';
import { UserPicture } from './user-picture.tsx';
import './avatar-editor.css';

/** Drawn size in CSS pixels; the content host is asked for twice that, for sharp screens. */
const SIZE = 88;

/** The profile picture on the personal information page: shown, changed (userImage) and removed. */
export function AvatarEditor({ session }: { session: StoredSession }) {
  const { signIn } = useStorefront();
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  // From the file's choice to the server's answer: the picture is read and shrunk on the device first.
  const [preparing, setPreparing] = useState(false);
  const send = useApiMutation('userImage');
  const drop = useApiMutation('userImageDelete');
  const busy = preparing || send.isPending ? 'upload' : drop.isPending ? 'remove' : null;
  const [error, setError] = useState<PhotoError | null>(null);
  const user = session.user;

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again (after an error) still fires a change.
    event.target.value = '';
    if (!file) return;
    setPreparing(true);
    setError(null);
    const photo = await photoForUpload(file);
    if (!photo.ok) {
      setPreparing(false);
      return setError(photo.reason === 'not-an-image' ? 'profile.photoNotImage' : 'profile.photoFailed');
    }
    if (dataUrlBytes(photo.dataUrl) > USER_IMAGE_MAX_BYTES) {
      setPreparing(false);
      return setError('profile.photoTooLarge');
    }
    const [failure, updated] = await send.run({ body: { image: photo.dataUrl } });
    setPreparing(false);
    if (failure) return setError(photoErrorOf(failure));
    signIn({ ...session, user: updated });
    notify(t('profile.photoSaved'), 'success');
  }

  async function remove() {
    setError(null);
    const [failure, updated] = await drop.run();
    if (failure) return setError(photoErrorOf(failure));
    signIn({ ...session, user: updated });
    notify(t('profile.photoRemoved'), 'success');
  }

  return (
    <section className="avatar" aria-busy={busy !== null}>
      <div className="avatar__picture">
        <UserPicture user={user} size={SIZE} />
        {busy ? <span className="avatar__spinner" aria-hidden="true" /> : null}
      </div>
      <div className="avatar__actions">
        <Button variant="secondary" disabled={busy !== null} onClick={() => input.current?.click()}>
          {busy === 'upload'
            ? t('profile.photoUploading')
            : t(user.image ? 'profile.changePhoto' : 'profile.addPhoto')}
        </Button>
        {user.image ? (
          <Button
            variant="ghost"
            className="avatar__remove"
            disabled={busy !== null}
            onClick={() => void remove()}
          >
            {t('profile.removePhoto')}
          </Button>
        ) : null}
        <input
          ref={input}
          className="avatar__input"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void upload(event)}
        />
      </div>
      {error ? (
        <p className="avatar__error profile-form__error" role="alert">
          {t(error)}
        </p>
      ) : null}
    </section>
  );
}
