/**
 * Narrows a preview to some channels, languages or screens (--channel, --lang, --screen): a quick look
 * at one screen in every language, or one language everywhere, without waiting for the whole sheet.
 * Pure. What is left out stays visible on the sheet as such, so a partial sheet is not mistaken for a
 * complete one.
 */
import type { AppLanguage } from '../../core/i18n/languages.ts';
import type { Channel, ChannelScreens } from './types.ts';

/** Each list unset means "all". */
export interface PreviewFilter {
  channels?: Channel[];
  langs?: AppLanguage[];
  screens?: string[];
}

/** Applies the filter; returns the narrowed plan and names in the filter that match nothing. */
export function applyFilter(
  channels: readonly ChannelScreens[],
  only: PreviewFilter,
): { channels: ChannelScreens[]; unmatched: string[] } {
  const narrowed = channels.map((c): ChannelScreens => {
    if (c.plan.unavailable !== undefined) return c;
    if (only.channels && !only.channels.includes(c.plan.channel))
      return { ...c, plan: { ...c.plan, unavailable: 'left out (--channel)' }, languages: [], screens: [] };
    return {
      ...c,
      languages: only.langs ? c.languages.filter((l) => only.langs?.includes(l)) : c.languages,
      screens: only.screens ? c.screens.filter((s) => only.screens?.includes(s.name)) : c.screens,
    };
  });
  const previewed = channels.filter((c) => c.plan.unavailable === undefined);
  const skippedReason = (name: string) =>
    previewed.flatMap((c) => c.skipped).find((s) => s.name === name)?.reason ?? 'no such screen';
  const unmatched = [
    ...(only.langs ?? [])
      .filter((l) => !previewed.some((c) => c.languages.includes(l)))
      .map((l) => `language ${l}: not active for this tenant`),
    ...(only.screens ?? [])
      .filter((name) => !previewed.some((c) => c.screens.some((s) => s.name === name)))
      .map((name) => `screen ${name}: ${skippedReason(name)}`),
  ];
  return { channels: narrowed, unmatched };
}
