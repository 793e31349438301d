import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule, type ComponentLoader, type ScreenModule } from '../../core/registry/define-module.ts';

type Screens = typeof import('./screens.ts');

/** One of the screens, with its data loader (screens.ts: both come in one download). */
const screenOf =
  (pick: (screens: Screens) => ScreenModule): ComponentLoader =>
  () =>
    import('./screens.ts').then(pick);

/**
 * Vacancies (vacanciesActive): the merchant's open positions at /vacancy (routes vacancy and
 * vacancy-id, spec section 2), each with its salary, requirements and the person to call, and an
 * application form (name, phone, a short note) the server keeps. Guests may apply. The profile's
 * "Vacancies" entry appears when this route exists.
 *
 * The pages are public and meant to be rendered on the server later: their data lives in react-query
 * queries with plain keys (vacancies-queries.ts), nothing in stores. Their texts download with them.
 */
export default defineModule({
  id: 'vacancies',
  owns: ['vacanciesActive'],
  enabled: (s) => s.vacanciesActive,
  routes: [
    {
      name: 'vacancy',
      path: '/vacancy',
      layout: 'default',
      load: screenOf((s) => ({ default: s.VacanciesPage, loadData: s.vacanciesData })),
      ssr: true,
    },
    {
      name: 'vacancy-id',
      path: '/vacancy/:id',
      layout: 'default',
      load: screenOf((s) => ({ default: s.VacancyPage, loadData: s.vacancyData })),
      ssr: true,
    },
  ],
  messages: messagesOf(import.meta.glob('./i18n/*.json')),
  messagesWithScreens: true,
});
