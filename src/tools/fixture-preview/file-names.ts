/**
 * Names and addresses of the shots. Pure. Files are <channel>-<lang>-<screen>.png so a folder listing
 * sorts the same way the contact sheet groups them.
 */
import type { AppLanguage } from '../../core/i18n/languages.ts';
import type { Channel, ChannelScreens, Shot } from './types.ts';

/** A file-name-safe form of a screen name ("product-id", "search"). */
export function slug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'screen'
  );
}

/** File name of one shot. */
export function shotFileName(channel: Channel, lang: AppLanguage, screen: string): string {
  return `${channel}-${lang}-${slug(screen)}.png`;
}

/**
 * A screen's path with the channel's launch query merged in ("/search?q=x" + "?tgId=1" gives
 * "/search?q=x&tgId=1"); a launch hash ("#...") is appended.
 */
export function withLaunch(path: string, launch: string): string {
  if (!launch) return path;
  const url = new URL(path, 'http://preview.invalid');
  if (launch.startsWith('#')) url.hash = launch;
  else for (const [key, value] of new URLSearchParams(launch)) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Every shot to take, channel by channel, language by language, in screen order; file names unique. */
export function planShots(channels: readonly ChannelScreens[]): Shot[] {
  const shots: Shot[] = [];
  const used = new Set<string>();
  for (const { plan, languages, screens } of channels) {
    if (plan.unavailable !== undefined) continue;
    for (const lang of languages)
      for (const screen of screens) {
        let file = shotFileName(plan.channel, lang, screen.name);
        // Two routes whose names slug alike would overwrite each other's picture.
        for (let n = 2; used.has(file); n++) file = shotFileName(plan.channel, lang, `${screen.name}-${n}`);
        used.add(file);
        shots.push({
          channel: plan.channel,
          lang,
          screen,
          address: withLaunch(screen.path, plan.launchQuery),
          file,
        });
      }
  }
  return shots;
}
