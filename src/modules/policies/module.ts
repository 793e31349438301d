import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule } from '../../core/registry/define-module.ts';
import { policyRoutes } from './policy-routes.ts';

/** About, public offer and privacy pages from /support/v1/company/policies, each behind its flag. */
export default defineModule({
  id: 'policies',
  owns: ['aboutMerchantActive', 'termsOfUseActive', 'privacyActive'],
  enabled: (s) => s.aboutMerchantActive || s.termsOfUseActive || s.privacyActive,
  routes: policyRoutes.map(({ name, path, load, flag }) => ({
    name,
    path,
    layout: 'default' as const,
    load,
    ssr: true,
    enabled: (s) => s[flag] === true,
  })),
  slots: { 'footer.main': () => import('./policy-links.tsx') },
  messages: messagesOf(import.meta.glob('./i18n/*.json')),
});
