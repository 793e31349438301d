/**
 * Who may send this page live settings previews (live-settings.ts). The server says so in the boot
 * data, from the deployment's settings, so a build carries no origin of any environment.
 *
 * Under Vite's dev server the page has no boot data; there the preview page is served by the same
 * server at localhost or 127.0.0.1 on the page's own port, so those two origins are trusted. The
 * check of import.meta.env.DEV is written where the origins are used, so a production build drops
 * them and the function that makes them.
 */
import { bootPreviewOrigins } from './boot-data.ts';

/** The dev server's preview page origins for a page on `port`. */
export function devServerPreviewOrigins(port: string): string[] {
  const suffix = port ? `:${port}` : '';
  return [`http://localhost${suffix}`, `http://127.0.0.1${suffix}`];
}

/** This page's preview origins. */
export const previewOrigins = (): readonly string[] =>
  import.meta.env.DEV
    ? [...new Set([...bootPreviewOrigins(document), ...devServerPreviewOrigins(location.port)])]
    : bootPreviewOrigins(document);
