/**
 * Bearer tokens: 32 random bytes, base64url. The database keeps only a SHA-256 of each token, so a
 * copy of the database (or of a log line quoting a row) does not sign anybody in. A plain hash is
 * enough here: unlike a password or a 6-digit code, a 256-bit random token cannot be guessed.
 */
import { createHash, randomBytes } from 'node:crypto';

/** A new session token as the client receives it. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

/** What the sessions table stores for a token. */
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
