/**
 * A picture that fails to load shows the storefront's placeholder, never the browser's broken-image
 * icon. One listener for the whole page (an `error` event does not bubble, but it is seen on its way
 * down), started by the page's first script (boot.ts), so it covers the pictures of a server-rendered
 * page before the storefront's code has run, as well as every picture drawn later. Those that failed
 * before the script ran are found once at its start. MediaImage also falls back itself (ui/media-image.tsx):
 * this covers its pictures before hydration, and every other <img>.
 */
import { PLACEHOLDER_IMAGE } from '../core/media.ts';

function showPlaceholder(picture: HTMLImageElement): void {
  // The placeholder itself failing must not loop.
  if (picture.getAttribute('src') === PLACEHOLDER_IMAGE) return;
  picture.removeAttribute('srcset');
  picture.src = PLACEHOLDER_IMAGE;
}

export function placeholderForBrokenPictures(doc: Document = document): void {
  doc.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) showPlaceholder(event.target);
    },
    true,
  );
  for (const picture of doc.images) {
    // Loaded with nothing to show: broken, or an image without a size of its own (decode tells).
    if (picture.complete && picture.naturalWidth === 0 && picture.currentSrc)
      picture.decode().catch(() => showPlaceholder(picture));
  }
}
