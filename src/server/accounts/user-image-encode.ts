/**
 * Profile pictures as uploaded (userImage): checked to be a real JPEG, PNG or WebP, turned upright from
 * EXIF, fitted into 512x512 and stored as webp. Re-encoding drops the EXIF block, so a phone photo's
 * location never reaches the database or anyone who later loads the picture.
 */
import sharp from 'sharp';
import { USER_IMAGE_MAX_BYTES } from '../../contract/index.ts';
import { ApiError } from '../base/api-error.ts';
import { messages } from '../base/error-messages.ts';

/** Longest side of a stored picture: twice the largest avatar the storefront draws, for sharp screens. */
export const USER_IMAGE_SIDE = 512;
/**
 * Most pixels decoded (about 50 megapixels). A few kilobytes of PNG can claim 20000x20000 pixels;
 * without this cap decoding it would take gigabytes of memory.
 */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 85;
const accepted = new Set(['jpeg', 'png', 'webp']);

const notAnImage = () => new ApiError(400, 'NOT_AN_IMAGE', messages.pictureNotAnImage());
const tooLarge = () =>
  new ApiError(413, 'IMAGE_TOO_LARGE', messages.pictureTooLarge(USER_IMAGE_MAX_BYTES / 1024 / 1024));

/**
 * The bytes of a data URL the contract has already checked (data:image/...;base64,...).
 * @throws ApiError 413 IMAGE_TOO_LARGE above USER_IMAGE_MAX_BYTES
 */
export function bytesOfDataUrl(dataUrl: string): Buffer {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.byteLength > USER_IMAGE_MAX_BYTES) throw tooLarge();
  return bytes;
}

/**
 * The stored form of an uploaded picture, fitted into side x side (a profile picture's by default;
 * the console's menu photos pass their own).
 * @throws ApiError 400 NOT_AN_IMAGE for anything sharp cannot decode as JPEG, PNG or WebP (the data URL's
 *   declared type is not trusted), 413 IMAGE_TOO_LARGE past MAX_INPUT_PIXELS
 */
export async function encodeUserImage(source: Buffer, side = USER_IMAGE_SIDE): Promise<Buffer> {
  // The header only: format and claimed size, before any pixel is decoded.
  const meta = await sharp(source)
    .metadata()
    .catch(() => undefined);
  if (!meta?.format || !accepted.has(meta.format) || !meta.width || !meta.height) throw notAnImage();
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw tooLarge();
  try {
    return await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch {
    // A header that parses over pixel data that does not (truncated or corrupt files).
    throw notAnImage();
  }
}
