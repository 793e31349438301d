/**
 * Live settings preview: a merchant's admin shows the storefront in an iframe and sends settings
 * changes with postMessage; the storefront re-validates them through the contract and re-renders
 * without a reload, turning modules on and off.
 *
 * Only the origins the server allows are heard (preview-origins.ts: the deployment's PREVIEW_ORIGINS,
 * through the boot data); a message from any other origin, or one that is not a settings message, is
 * ignored. The
 * storefront announces itself with `storefront:ready` and answers each change with
 * `storefront:settings-applied` and the warnings of the parse (a broken key is turned off, never
 * a white screen). Changes live only in this page: nothing is saved, a reload shows the saved settings.
 * This code loads only in a page shown inside another one (live-settings.ts).
 */
import { z } from 'zod';
import { parseSettings, type ParsedSettings, type SettingsVariant } from '../../contract/index.ts';
import { previewOrigins } from './preview-origins.ts';

export const SettingsMessage = z.object({
  type: z.literal('storefront:settings'),
  /** The whole settings document, or only the keys that change. */
  settings: z.record(z.string(), z.unknown()),
  /** true: `settings` replaces the saved settings; false (default): it is merged over them. */
  replace: z.boolean().default(false),
});
export type SettingsMessage = z.infer<typeof SettingsMessage>;

/** The settings a preview message asks for, parsed like saved settings; null for a message to ignore. */
export function applyPreviewMessage(
  data: unknown,
  origin: string,
  allowedOrigins: readonly string[],
  saved: unknown,
  variant: SettingsVariant,
): ParsedSettings | null {
  if (!allowedOrigins.includes(origin)) return null;
  const message = SettingsMessage.safeParse(data);
  if (!message.success) return null;
  const base = message.data.replace || typeof saved !== 'object' || saved === null ? {} : saved;
  return parseSettings({ ...base, ...message.data.settings }, variant);
}

/**
 * Listens for previews from the page's allowed origins (preview-origins.ts) and announces the
 * storefront to them; `apply` gets each preview's parsed settings. Returns the listener's removal.
 */
export function listenForPreviews(
  saved: unknown,
  variant: SettingsVariant,
  apply: (settings: ParsedSettings) => void,
): () => void {
  const allowedOrigins = previewOrigins();
  if (!allowedOrigins.length) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    const parsed = applyPreviewMessage(event.data, event.origin, allowedOrigins, saved, variant);
    if (!parsed) return;
    apply(parsed);
    (event.source as Window | null)?.postMessage(
      { type: 'storefront:settings-applied', warnings: parsed.warnings },
      { targetOrigin: event.origin },
    );
  };
  window.addEventListener('message', onMessage);
  for (const origin of allowedOrigins) window.parent.postMessage({ type: 'storefront:ready' }, origin);
  return () => window.removeEventListener('message', onMessage);
}
