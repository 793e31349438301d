import type { PolicyType, Settings, SettingsKey } from '../../contract/index.ts';
import type { ComponentLoader } from '../../core/registry/define-module.ts';

export interface PolicyRoute {
  name: 'about' | 'offerta' | 'privacy';
  path: string;
  type: PolicyType;
  flag: SettingsKey & keyof Settings;
  load: ComponentLoader;
}

/** The three policy pages of spec section 2, each behind its own settings flag. */
export const policyRoutes: readonly PolicyRoute[] = [
  {
    name: 'about',
    path: '/about',
    type: 'ABOUT_COMPANY',
    flag: 'aboutMerchantActive',
    load: () => import('./about-page.tsx'),
  },
  {
    name: 'offerta',
    path: '/offerta',
    type: 'TERMS',
    flag: 'termsOfUseActive',
    load: () => import('./offerta-page.tsx'),
  },
  {
    name: 'privacy',
    path: '/privacy',
    type: 'PRIVACY_POLICY',
    flag: 'privacyActive',
    load: () => import('./privacy-page.tsx'),
  },
];

export const activePolicyRoutes = (settings: Settings) =>
  policyRoutes.filter((r) => settings[r.flag] === true);
