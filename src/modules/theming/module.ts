import { defineModule } from '../../core/registry/define-module.ts';
import { ThemeEffect } from './theme-effect.tsx';

/** Brand colours, dark theme, favicon and document title. Always on: every merchant has a look. */
export default defineModule({
  id: 'theming',
  owns: ['mainColor', 'mainColorType', 'isDark', 'logo', 'favicon', 'title', 'brand'],
  enabled: () => true,
  // Eager: the brand colour must be there on the first paint, not one download later.
  eager: { 'app.head': ThemeEffect },
});
