import { defineModule } from '../../core/registry/define-module.ts';
import { ThemeEffect } from './theme-effect.tsx';

/**
 * Brand colours, dark theme and favicon. Always on: every merchant has a look. The title and brand
 * settings name the document title too, which follows the page and is kept by the app shell.
 */
export default defineModule({
  id: 'theming',
  owns: ['mainColor', 'mainColorType', 'isDark', 'logo', 'favicon', 'title', 'brand'],
  enabled: () => true,
  // Eager: the brand colour must be there on the first paint, not one download later.
  eager: { 'app.head': ThemeEffect },
});
