/**
 * A picked photo made ready to upload, in the browser: decoded upright, drawn at most 1024 px on a
 * canvas and encoded as WebP (JPEG where the browser cannot encode WebP) at 0.85. A phone photo of
 * several megabytes leaves as a few hundred kilobytes, and its EXIF (location included) stays behind.
 */
import { fitWithin } from './avatar-maths.ts';

const QUALITY = 0.85;

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

/** The file as pixels, turned by its EXIF orientation; null when the browser cannot read it as a picture. */
async function decode(file: Blob): Promise<Decoded | null> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
    } catch {
      // Older engines reject the option or the format: an <img> below decodes what the page could show.
    }
  }
  const url = URL.createObjectURL(file);
  const img = new Image();
  img.src = url;
  try {
    await img.decode();
  } catch {
    URL.revokeObjectURL(url);
    return null;
  }
  return {
    source: img,
    width: img.naturalWidth,
    height: img.naturalHeight,
    release: () => URL.revokeObjectURL(url),
  };
}

const toBlob = (canvas: HTMLCanvasElement, type: string) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, QUALITY));

const readAsDataUrl = (blob: Blob) =>
  new Promise<string | null>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(blob);
  });

/** What photoForUpload gives: the data URL, or why there is none. */
export type PreparedPhoto = { ok: true; dataUrl: string } | { ok: false; reason: 'not-an-image' | 'failed' };

/** The picked file as a small data URL for the userImage call. */
export async function photoForUpload(file: Blob): Promise<PreparedPhoto> {
  const decoded = await decode(file);
  if (!decoded || !(decoded.width > 0 && decoded.height > 0)) {
    decoded?.release();
    return { ok: false, reason: 'not-an-image' };
  }
  const size = fitWithin(decoded.width, decoded.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) {
    decoded.release();
    return { ok: false, reason: 'failed' };
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(decoded.source, 0, 0, size.width, size.height);
  decoded.release();

  let blob = await toBlob(canvas, 'image/webp');
  // A browser that cannot encode WebP (Safari before 17) quietly answers PNG: use JPEG instead, on
  // white, because JPEG has no transparency and would turn transparent pixels black.
  if (blob?.type !== 'image/webp') {
    context.globalCompositeOperation = 'destination-over';
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    blob = await toBlob(canvas, 'image/jpeg');
  }
  const dataUrl = blob ? await readAsDataUrl(blob) : null;
  return dataUrl ? { ok: true, dataUrl } : { ok: false, reason: 'failed' };
}
