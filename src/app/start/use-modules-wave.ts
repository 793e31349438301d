/**
 * Once the settings say which modules are on: their own calls (banners, stories...) and the code of
 * the slots every page shows start together, with the messages, not after them.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Merchant, Settings } from '../../contract/index.ts';
import type { AppLanguage } from '../../core/i18n/languages.ts';
import { layoutDocuments } from '../../core/layout/layouts.ts';
import type { ModuleDefinition } from '../../core/registry/define-module.ts';
import type { AppServices } from './app-services.ts';
import { modulesWave } from './start-queries.ts';
import type { Visit } from './visit.ts';

/** Slots of the default layout and the home page: what the first screen of most visits shows. */
const firstPaintSlots = [layoutDocuments.default, layoutDocuments.home].flatMap((doc) =>
  doc.regions.flatMap((r) => r.slots),
);

export function useModulesWave(
  { api, registry }: AppServices,
  visit: Visit,
  modules: readonly ModuleDefinition[],
  merchant: Merchant | undefined,
  settings: Settings | undefined,
  lang: AppLanguage | null,
): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!merchant || !settings || !lang) return;
    const { page } = visit;
    void modulesWave({ queryClient, api, modules, settings, merchant, merchantId: merchant.id, lang, page });
    for (const entry of firstPaintSlots.flatMap((name) => registry.slot(name, settings))) void entry.load?.();
  }, [modules, merchant, settings, lang, api, queryClient, registry, visit]);
}
