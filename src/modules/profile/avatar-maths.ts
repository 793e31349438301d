/** The pure part of the profile picture: sizes, byte counts, initials and which error text to show. */

/** Longest side sent to the server: a phone's 4000 px photo becomes a few hundred kilobytes. */
export const UPLOAD_MAX_SIDE = 1024;

/**
 * The size that fits width x height into max x max, keeping the proportions; never enlarged, never
 * smaller than one pixel.
 * @throws RangeError for a size that is not positive (an image the browser could not measure)
 */
export function fitWithin(
  width: number,
  height: number,
  max = UPLOAD_MAX_SIDE,
): { width: number; height: number } {
  if (!(width > 0 && height > 0 && max > 0))
    throw new RangeError(`cannot fit ${width}x${height} into ${max}`);
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Decoded size of a base64 data URL, counted without decoding it. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** Up to two initials for the placeholder ("Алишер Навоий" -> "АН"); empty without a name. */
export function initialsOf(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
): string {
  // Array.from splits by code point, so a name starting with an emoji or a rare CJK character stays whole.
  const first = (name: string | null | undefined) => Array.from(name?.trim() ?? '')[0] ?? '';
  // A zero-width non-joiner between them: Arabic letters side by side would otherwise join into a word.
  return [first(firstName), first(lastName)].filter(Boolean).join('\u200c').toLocaleUpperCase();
}

/** Message ids of the picture errors, by what the server (or the browser) said. */
export type PhotoError = 'profile.photoNotImage' | 'profile.photoTooLarge' | 'profile.photoFailed';

/** The text to show for a failed upload: the server's codes map to this module's own messages. */
export function photoErrorOf(failure: { status: number; code?: string }): PhotoError {
  if (failure.code === 'NOT_AN_IMAGE') return 'profile.photoNotImage';
  if (failure.code === 'IMAGE_TOO_LARGE' || failure.status === 413) return 'profile.photoTooLarge';
  return 'profile.photoFailed';
}
