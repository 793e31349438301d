import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule } from '../../core/registry/define-module.ts';
import { FooterLinksWhenNear } from './near-view.tsx';

/**
 * The merchant's extra pages (spec section 2: routes extra, extra2 and extr3, layout "extra"):
 * /extra is the app download page, made from the settings' app links (App Store, Google Play, and
 * the Telegram bot beside them), there only when the merchant has an app; /extra2 and /extr3 are
 * free pages of the merchant's own HTML (extra-pages.json, sanitised like the policy texts). The
 * footer links the pages the merchant has. No settings key is the module's own: the app links belong
 * to the site chrome, which shows them in the footer too.
 */
export default defineModule({
  id: 'extra-pages',
  owns: [],
  enabled: () => true,
  routes: [
    {
      name: 'extra',
      path: '/extra',
      layout: 'extra',
      load: () => import('./app-page.tsx'),
      ssr: true,
      // A cheap test here (this file is in the first download); the page checks each link's store.
      enabled: (s) => !!(s.iosAppLink || s.androidAppLink),
    },
    { name: 'extra2', path: '/extra2', layout: 'extra', load: () => import('./extra2-page.tsx'), ssr: true },
    { name: 'extr3', path: '/extr3', layout: 'extra', load: () => import('./extr3-page.tsx'), ssr: true },
  ],
  // The footer's links load when the footer nears the screen (near-view.tsx).
  eager: { 'footer.main': FooterLinksWhenNear },
  slots: { 'extra-pages.links': () => import('./extra-links.tsx') },
  messages: messagesOf(import.meta.glob('./i18n/*.json')),
  messagesWithScreens: true,
});
