/**
 * Puts the plan together: per channel, the languages and screens of the settings that channel runs on
 * (the Click app has settings of its own) and the catalogue the server gives that channel.
 */
import type { Catalogue, Settings } from '../../contract/index.ts';
import type { Registry } from '../../core/registry/registry.ts';
import { activeLanguages } from '../../core/i18n/active-languages.ts';
import { catalogueFor } from './channel-catalogue.ts';
import { buildScreens } from './screens.ts';
import type { ChannelPlan, ChannelScreens } from './types.ts';

/** Inputs of channelScreens. */
export interface ChannelScreensInputs {
  plans: readonly ChannelPlan[];
  registry: Registry;
  webSettings: Settings;
  clickSettings: Settings | null;
  catalogue: Catalogue;
  /** catalogueTypeOf of the client: the catalogue type a channel requests. */
  catalogueTypeOf: (channel: string) => string;
}

/** Languages and screens for every channel; channels that cannot be previewed get none. */
export function channelScreens(inputs: ChannelScreensInputs): ChannelScreens[] {
  return inputs.plans.map((plan) => {
    if (plan.unavailable !== undefined) return { plan, languages: [], screens: [], skipped: [] };
    const settings =
      plan.channel === 'click' && inputs.clickSettings ? inputs.clickSettings : inputs.webSettings;
    const catalogue = catalogueFor(inputs.catalogue, inputs.catalogueTypeOf(plan.channel));
    return {
      plan,
      languages: activeLanguages(settings),
      ...buildScreens(inputs.registry, settings, catalogue),
    };
  });
}
