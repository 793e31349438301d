/**
 * The components of slots and pages, one per loader for the life of the page (re-creating one would
 * remount it): a React.lazy, or, for code already loaded, the component itself.
 *
 * Why the latter: hydrating a server-rendered page, a lazy component suspends for a moment even when
 * its code is there, and a boundary still waiting when the storefront's context changes (the
 * customer's session, basket... join right after hydration) is drawn again from scratch, its server
 * HTML thrown away. So before it hydrates, the browser loads the code of what the server rendered
 * (preloadComponents), and those components render at once, exactly as on the server.
 */
import { createContext, lazy, type ComponentType } from 'react';
import type { ComponentLoader, ScreenModule } from './define-module.ts';

const loaded = new WeakMap<ComponentLoader, ComponentType>();
const components = new WeakMap<ComponentLoader, ComponentType>();

export function componentOf(load: ComponentLoader): ComponentType {
  let component = components.get(load);
  if (!component) {
    component = loaded.get(load) ?? lazy(load);
    components.set(load, component);
  }
  return component;
}

/**
 * Loads these components' code, so that componentOf gives them as they are (no suspending).
 * @returns their files (a server render calls their data loaders: app/ssr/page-data.ts)
 */
export function preloadComponents(loads: readonly ComponentLoader[]): Promise<ScreenModule[]> {
  return Promise.all(
    loads.map(async (load) => {
      const screen = await load();
      loaded.set(load, screen.default);
      return screen;
    }),
  );
}

/**
 * Collects the names of the slots a server render drew (entry-server.tsx provides it), so that the
 * browser preloads their code before it hydrates. Absent in the browser.
 */
export const RenderedSlots = createContext<Set<string> | null>(null);
