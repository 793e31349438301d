import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule } from '../../core/registry/define-module.ts';

/** Sign-in by phone and code (routes login and login-confirm, auth layout). Always on. */
export default defineModule({
  id: 'auth',
  owns: [],
  enabled: () => true,
  routes: [
    { name: 'login', path: '/login', layout: 'auth', load: () => import('./login-page.tsx') },
    {
      name: 'login-confirm',
      path: '/login/confirm',
      layout: 'auth',
      load: () => import('./confirm-page.tsx'),
    },
  ],
  messages: messagesOf(import.meta.glob('./i18n/*.json', { import: 'default' })),
});
