import { useState, type ImgHTMLAttributes } from 'react';
import { mediaSrcSet, mediaUrl, PLACEHOLDER_IMAGE, type MediaOptions } from '../core/media.ts';

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  path: string | null | undefined;
  /** Rendered size in CSS pixels; the content host is asked for twice that for sharp screens. */
  width: number;
  height: number;
  media?: Omit<MediaOptions, 'width' | 'height'>;
  /**
   * How wide the picture shows, as the `sizes` attribute says it (for a picture whose width follows
   * the screen): the browser then picks the rendition from candidates of 1 to 2 times the size.
   */
  sizes?: string;
}

/**
 * An image from the content host. Width and height are always set so the layout never shifts; a
 * broken image falls back to the placeholder.
 */
export function MediaImage({
  path,
  width,
  height,
  media,
  sizes,
  alt = '',
  loading = 'lazy',
  ...rest
}: Props) {
  const [failed, setFailed] = useState(false);
  const src = failed ? PLACEHOLDER_IMAGE : mediaUrl(path, { ...media, width: width * 2, height: height * 2 });
  const srcSet = failed || !sizes ? undefined : mediaSrcSet(path, { ...media, width, height });
  return (
    <img
      {...rest}
      {...(srcSet ? { srcSet, sizes } : {})}
      src={src}
      width={width}
      height={height}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
