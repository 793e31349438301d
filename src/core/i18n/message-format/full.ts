/**
 * The full MessageFormat library (npm messageformat), for the messages the lean formatter does not
 * take (lean.ts). The browser downloads it only when a loaded catalogue has such a message
 * (Messages.ready). On the server, where size is no concern and formatting must never wait, a render
 * awaits it first (entry-server.tsx) and server code imports server.ts.
 */
import type { MessageFormat } from 'messageformat';

export type MessageFormatClass = typeof MessageFormat;

let loaded: MessageFormatClass | undefined;
let loading: Promise<void> | undefined;

/** The library, when it is here. */
export const fullFormatter = (): MessageFormatClass | undefined => loaded;

/** Makes the library available at once (the server imports it eagerly). */
export function provideFullFormatter(formatter: MessageFormatClass): void {
  loaded = formatter;
}

/** Downloads the library once; later calls share the download. A failed download may be retried. */
export function ensureFullFormatter(): Promise<void> {
  if (loaded) return Promise.resolve();
  loading ??= import('messageformat').then(
    (library) => {
      loaded ??= library.MessageFormat;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Tests: sets the library's state (undefined: not loaded yet) and answers the one before, to put
 * back. Test files share their module cache, so a test that needs "not loaded" sets it itself.
 */
export function replaceFullFormatterForTests(
  formatter: MessageFormatClass | undefined,
): MessageFormatClass | undefined {
  const before = loaded;
  loaded = formatter;
  loading = undefined;
  return before;
}
