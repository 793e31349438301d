/**
 * The profile picture (userImage, userImageDelete). The spec has a user `image` but no upload call: the
 * storefront sends the picture as a data URL, the server re-encodes it and keeps it in SQLite, and
 * users.image becomes its media path, so every client shows it like any other media.
 */
import type { Handlers } from '../http/api-types.ts';
import { sessionOf } from './handler-support.ts';
import { bytesOfDataUrl, encodeUserImage } from './user-image-encode.ts';
import { UserImageStore, userImagePath } from './user-images-store.ts';
import { userFromRow } from './users-store.ts';

export const userImageHandlers = {
  userImage: async ({ tenant, body, session, db, services }) => {
    const me = sessionOf(session);
    const bytes = await encodeUserImage(bytesOfDataUrl(body.image));
    const now = services.now();
    const store = new UserImageStore(db.sqlite);
    const row = db.sqlite.transaction(() => {
      const id = store.replace(me.user.id, tenant.id, bytes, now);
      return db.users.updateProfile(me.user.id, { image: userImagePath(tenant.sub, id) }, now);
    })();
    return userFromRow(row);
  },

  userImageDelete: ({ session, db, services }) => {
    const me = sessionOf(session);
    const store = new UserImageStore(db.sqlite);
    // Also clears an http(s) picture a userUpdate set: "remove" means no picture at all.
    const row = db.sqlite.transaction(() => {
      store.removeAll(me.user.id);
      return db.users.updateProfile(me.user.id, { image: null }, services.now());
    })();
    return userFromRow(row);
  },
} satisfies Handlers;
