/**
 * Which channels a tenant is previewed in. Pure: decided from the settings, whether the tenant has
 * Click settings, and what the client's channel rules can select.
 */
import type { Settings } from '../../contract/index.ts';
import type { ChannelRules } from './load-app.ts';
import type { ChannelPlan } from './types.ts';

/** The messenger session marker the client recognises (spec section 1). */
export const telegramLaunch = '?tgId=1';

/**
 * Launch addresses that might select the Click channel once the client supports it. Only a candidate
 * that the client's own detectChannel really turns into "click" is used, so a wrong guess costs nothing.
 */
const clickCandidates = ['?click=1', '?channel=click', '?clickApp=1', '?source=click', '?platform=click'];

/**
 * The query (or hash) that opens the storefront as the Click mini app, or null while the client has
 * no way to select that channel. String exports of channel.ts starting with "?" or "#" are tried
 * first, so exporting the launch query there is enough for previews to include Click.
 */
export function findClickLaunch(rules: Pick<ChannelRules, 'detectChannel' | 'exports'>): string | null {
  const exported = Object.values(rules.exports).filter(
    (value): value is string => typeof value === 'string' && /^[?#]./.test(value),
  );
  for (const launch of [...exported, ...clickCandidates]) {
    const inputs = launch.startsWith('#') ? { search: '', hash: launch } : { search: launch, hash: '' };
    try {
      if (rules.detectChannel(inputs) === 'click') return launch;
    } catch {
      // A rule that throws on an odd input simply does not select Click with it.
    }
  }
  return null;
}

/** Inputs of planChannels. */
export interface ChannelInputs {
  /** Web settings of the tenant (settings-web.json). */
  settings: Settings;
  /** Whether the tenant folder has settings-click-app.json. */
  hasClickSettings: boolean;
  /** Result of findClickLaunch. */
  clickLaunch: string | null;
}

/** Web always; the messenger when the merchant has a bot; Click when it has settings and the client can. */
export function planChannels({ settings, hasClickSettings, clickLaunch }: ChannelInputs): ChannelPlan[] {
  const plans: ChannelPlan[] = [{ channel: 'web', launchQuery: '' }];
  plans.push(
    settings.telegramBotLink
      ? { channel: 'telegram', launchQuery: telegramLaunch }
      : {
          channel: 'telegram',
          launchQuery: telegramLaunch,
          unavailable: 'no telegramBotLink in the settings',
        },
  );
  if (!hasClickSettings)
    plans.push({ channel: 'click', launchQuery: '', unavailable: 'no settings-click-app.json' });
  else if (clickLaunch === null)
    plans.push({ channel: 'click', launchQuery: '', unavailable: 'not available yet' });
  else plans.push({ channel: 'click', launchQuery: clickLaunch });
  return plans;
}
