import { withCodeTexts } from '../../core/code-entry/messages.ts';
import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule } from '../../core/registry/define-module.ts';

/**
 * Sign-in by phone and code (routes login and login-confirm, auth layout), then the first name of an
 * account that has none (login-name). Always on. Every text of the module is on its own screens, so
 * its catalogue downloads with them, not with the home page.
 */
export default defineModule({
  id: 'auth',
  owns: [],
  enabled: () => true,
  routes: [
    // Both say code problems in the code entry's words (core.code), which come with them.
    { name: 'login', path: '/login', layout: 'auth', load: withCodeTexts(() => import('./login-page.tsx')) },
    {
      name: 'login-confirm',
      path: '/login/confirm',
      layout: 'auth',
      load: withCodeTexts(() => import('./confirm-page.tsx')),
    },
    { name: 'login-name', path: '/login/name', layout: 'auth', load: () => import('./name-page.tsx') },
  ],
  messages: messagesOf(import.meta.glob('./i18n/*.json')),
  messagesWithScreens: true,
});
