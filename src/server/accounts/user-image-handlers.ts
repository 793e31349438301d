/**
 * The profile picture (userImage, userImageDelete). The spec has a user `image` but no upload call: the
 * storefront sends the picture as a data URL, the server re-encodes it and keeps it in SQLite, and
 * users.image becomes its media path, so every client shows it like any other media.
 */
import type { Handlers } from '../http/api-types.ts';
import { sessionOf } from './handler-support.ts';
import { bytesOfDataUrl, encodeUserImage } from './user-image-encode.ts';
import { userFromRow } from './users-store.ts';

export const userImageHandlers = {
  userImage: async ({ tenant, body, session, db, services }) => {
    const me = sessionOf(session);
    const bytes = await encodeUserImage(bytesOfDataUrl(body.image));
    const row = await db.userImages.replace(
      { id: me.user.id, merchantId: tenant.id, sub: tenant.sub },
      bytes,
      services.now(),
    );
    return userFromRow(row);
  },

  userImageDelete: async ({ session, db, services }) =>
    userFromRow(await db.userImages.removeAll(sessionOf(session).user.id, services.now())),
} satisfies Handlers;
