/** A kept session as stored (session-store.ts reads it back through this, loaded on demand). */
import { z } from 'zod';
import { User } from '../../contract/index.ts';

export const StoredSession = z.object({ token: z.string().min(1), user: User });
