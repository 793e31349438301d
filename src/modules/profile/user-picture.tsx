import { useState } from 'react';
import type { User } from '../../contract/index.ts';
import { mediaUrl } from '../../core/media.ts';
import { useT } from '../../core/storefront.tsx';
import { UserIcon } from '../../ui/icons.tsx';
import { initialsOf } from './avatar-maths.ts';

/** The customer's picture, or their initials (a person icon without a name) when there is none. */
export function UserPicture({ user, size }: { user: User; size: number }) {
  const t = useT();
  // The URL that failed to load: a later picture (another URL) is tried again.
  const [broken, setBroken] = useState<string | null>(null);
  const src = user.image ? mediaUrl(user.image, { width: size * 2, height: size * 2 }) : null;
  if (src && src !== broken)
    return (
      <img
        className="avatar__image"
        src={src}
        width={size}
        height={size}
        alt={t('profile.photo')}
        decoding="async"
        onError={() => setBroken(src)}
      />
    );
  return (
    <span className="avatar__placeholder" aria-hidden="true">
      {initialsOf(user.firstName, user.lastName) || <UserIcon />}
    </span>
  );
}
