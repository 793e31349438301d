/**
 * The screens to capture for one set of settings. Pure. Home is the app's own page; every other screen
 * comes from the registry's enabled routes, so a screen a new module adds is previewed without any
 * change here, and a route switched off by the settings disappears from the preview as from the app.
 */
import type { Settings } from '../../contract/index.ts';
import type { AssembledCatalogue } from '../../core/catalogue/assemble.ts';
import type { Registry } from '../../core/registry/registry.ts';
import type { Screen, SkippedRoute } from './types.ts';

/** Screens to capture and the routes that cannot be shown. */
export interface ScreenList {
  screens: Screen[];
  skipped: SkippedRoute[];
}

/** The home page is not a module's route (src/app/app-routes.tsx renders it), so it is added here. */
export const homeScreen: Screen = { name: 'home', path: '/' };

const hasParameters = (path: string) => /[:*]/.test(path);

/** Builds the screen list: home first, then the enabled routes in registry order. */
export function buildScreens(
  registry: Registry,
  settings: Settings,
  catalogue: AssembledCatalogue,
): ScreenList {
  const screens: Screen[] = [homeScreen];
  const skipped: SkippedRoute[] = [];
  for (const route of registry.routes(settings)) {
    const base = { name: route.name, path: route.path, moduleId: route.moduleId };
    if (route.preview) {
      let sample: string | null;
      try {
        sample = route.preview({ catalogue });
      } catch (error) {
        skipped.push({
          ...base,
          reason: `preview() threw: ${error instanceof Error ? error.message : String(error)}`,
        });
        continue;
      }
      if (sample === null) skipped.push({ ...base, reason: 'nothing to show for this tenant' });
      else if (!sample.startsWith('/'))
        skipped.push({ ...base, reason: `preview() gave "${sample}", not a path` });
      else screens.push({ name: route.name, path: sample, moduleId: route.moduleId });
    } else if (hasParameters(route.path)) {
      skipped.push({ ...base, reason: 'the route has parameters and no preview()' });
    } else {
      screens.push({ name: route.name, path: route.path, moduleId: route.moduleId });
    }
  }
  return { screens, skipped };
}
