/**
 * The storefront of this host in three phone frames, one per channel (web, the Telegram Mini App,
 * the Click mini app), each showing the draft through the storefront's live-preview channel
 * (src/app/start/live-preview.ts): a message per change, no reload. The storefront hears previews
 * from its own origin, which is the console's.
 *
 * The frames start one after another (each when the one before says `storefront:ready`): they share
 * this tab's session storage, where the Click frame remembers its channel for the visit, so the
 * Click frame starts last and the others have recognised theirs by then.
 */
import { useEffect, useRef, useState } from 'react';
import type { SettingsVariant } from '../../contract/console-settings.ts';
import { useConsole } from '../app/console-context.ts';
import type { TextKey } from '../i18n/texts.ts';

interface Frame {
  id: 'web' | 'telegram' | 'click';
  label: TextKey;
  /** The storefront's launch marker for the channel (src/app/start/channel.ts). */
  query: string;
  variant: SettingsVariant;
}

const FRAMES: readonly Frame[] = [
  { id: 'web', label: 'studio.frameWeb', query: '', variant: 'web' },
  { id: 'telegram', label: 'studio.frameTelegram', query: 'tgId=1', variant: 'web' },
  { id: 'click', label: 'studio.frameClick', query: 'channel=click', variant: 'clickApp' },
];

/** How long a frame may take to say it is ready before the next one starts anyway. */
const NEXT_FRAME_AFTER_MS = 8000;

/** The storefront's address for a channel, keeping the console's `vendor` (local hosts). */
function frameUrl(query: string): string {
  const vendor = new URLSearchParams(window.location.search).get('vendor');
  const params = new URLSearchParams(query);
  if (vendor) params.set('vendor', vendor);
  const search = params.toString();
  return `/${search ? `?${search}` : ''}`;
}

export function PreviewFrames({
  draftOf,
}: {
  draftOf: (variant: SettingsVariant) => Record<string, unknown>;
}) {
  const { t } = useConsole();
  const [started, setStarted] = useState(() => {
    // A Click frame of an earlier visit to this screen left its channel in this tab's memory.
    try {
      sessionStorage.removeItem('channel');
    } catch {
      // Storage off: nothing was kept either.
    }
    return 1;
  });
  const [ready, setReady] = useState<ReadonlySet<Frame['id']>>(new Set());
  const frames = useRef(new Map<Frame['id'], HTMLIFrameElement>());
  const web = draftOf('web');
  const clickApp = draftOf('clickApp');

  // A frame's storefront announces itself; the next frame starts then.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { type?: unknown } | null;
      if (data?.type !== 'storefront:ready') return;
      const frame = FRAMES.find((f) => frames.current.get(f.id)?.contentWindow === event.source);
      if (!frame) return;
      setReady((now) => new Set(now).add(frame.id));
      setStarted((count) => Math.max(count, FRAMES.indexOf(frame) + 2));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  useEffect(() => {
    if (started >= FRAMES.length) return;
    const timer = setTimeout(() => setStarted((count) => count + 1), NEXT_FRAME_AFTER_MS);
    return () => clearTimeout(timer);
  }, [started]);

  // Every change of a draft reaches the ready frames that show its variant, the whole document.
  useEffect(() => {
    const timer = setTimeout(() => {
      for (const frame of FRAMES) {
        if (!ready.has(frame.id)) continue;
        frames.current.get(frame.id)?.contentWindow?.postMessage(
          {
            type: 'storefront:settings',
            settings: frame.variant === 'web' ? web : clickApp,
            replace: true,
          },
          window.location.origin,
        );
      }
    }, 150);
    return () => clearTimeout(timer);
  }, [web, clickApp, ready]);

  return (
    // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
    <section className="studio-frames" aria-label={t('studio.preview')} tabIndex={0}>
      {FRAMES.map((frame, index) => (
        <figure key={frame.id} className="studio-frame">
          <figcaption>{t(frame.label)}</figcaption>
          <div className="studio-frame__phone">
            {index < started ? (
              <iframe
                ref={(element) => {
                  if (element) frames.current.set(frame.id, element);
                  else frames.current.delete(frame.id);
                }}
                title={t(frame.label)}
                src={frameUrl(frame.query)}
                data-channel={frame.id}
                data-ready={ready.has(frame.id) ? 'true' : undefined}
              />
            ) : (
              <p role="status" className="muted">
                {t('app.loading')}
              </p>
            )}
          </div>
        </figure>
      ))}
    </section>
  );
}
