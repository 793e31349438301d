/** Resizing and re-encoding of media images with sharp. */
import sharp from 'sharp';

/** Encodings the content host produces. */
export type ImageFormat = 'webp' | 'png' | 'jpeg';

/** What the client asked for. */
export interface ImageRequest {
  width: number;
  height: number;
  /** 1-100. */
  quality: number;
  format: ImageFormat;
}

/** Content type of each produced encoding. */
export const imageContentTypes: Record<ImageFormat, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

/** SVG is rasterised at 72 dpi by default; past this density librsvg gets slow for little gain. */
const MAX_SVG_DENSITY = 2400;

/**
 * Density that rasterises an SVG at (at least) the requested size, so small vector icons come out
 * sharp instead of upscaled from a 72 dpi bitmap.
 */
async function svgDensity(source: Buffer, request: ImageRequest): Promise<number> {
  const { width, height } = await sharp(source).metadata();
  if (!width || !height) return 72;
  const scale = Math.max(request.width / width, request.height / height);
  return Math.min(MAX_SVG_DENSITY, Math.max(72, Math.ceil(72 * scale)));
}

/**
 * Resizes an image to exactly width x height (fit cover: fills the box and crops the overflow) and
 * encodes it.
 * @throws when sharp cannot decode the source
 */
export async function transformImage(source: Buffer, isSvg: boolean, request: ImageRequest): Promise<Buffer> {
  const density = isSvg ? await svgDensity(source, request) : undefined;
  let pipeline = sharp(source, density ? { density } : {})
    .rotate() // honour EXIF orientation of phone photos
    .resize(request.width, request.height, { fit: 'cover' });
  switch (request.format) {
    case 'webp':
      pipeline = pipeline.webp({ quality: request.quality });
      break;
    case 'png':
      // sharp's PNG quality switches to a 256-colour palette: only when the client asked for less than 100.
      pipeline = pipeline.png(request.quality < 100 ? { quality: request.quality } : {});
      break;
    case 'jpeg':
      // JPEG has no alpha: transparent areas become white, not black.
      pipeline = pipeline
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: request.quality, mozjpeg: true });
      break;
  }
  return pipeline.toBuffer();
}
