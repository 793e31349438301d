import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule } from '../../core/registry/define-module.ts';
import { BrandTabsPlaceholder } from './brand-tabs-placeholder.tsx';

/** Multi-brand merchants: tabs to switch between the merchant's brands (multiTabNavigationEnabled). */
export default defineModule({
  id: 'multi-brand',
  owns: ['multiTabNavigationEnabled'],
  enabled: (s) => s.multiTabNavigationEnabled,
  slots: { 'top.brands': () => import('./brand-tabs.tsx') },
  placeholders: { 'top.brands': BrandTabsPlaceholder },
  messages: messagesOf(import.meta.glob('./i18n/*.json')),
});
