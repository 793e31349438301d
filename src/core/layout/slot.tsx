import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { ErrorBoundary } from '../error-boundary.tsx';
import type { ComponentLoader } from '../registry/define-module.ts';
import { useStorefront } from '../storefront.tsx';

// One React.lazy per loader, for the life of the page: re-creating it would remount the slot.
const lazyCache = new WeakMap<ComponentLoader, LazyExoticComponent<ComponentType>>();
function lazyOf(load: ComponentLoader) {
  let component = lazyCache.get(load);
  if (!component) {
    component = lazy(load);
    lazyCache.set(load, component);
  }
  return component;
}

/**
 * Renders every enabled module's component for a slot, in registry order. A module that fails to
 * load or render shows nothing rather than breaking the page around it.
 */
export function Slot({ name }: { name: string }) {
  const { registry, settings } = useStorefront();
  const entries = useMemo(() => registry.slot(name, settings), [registry, settings, name]);
  return (
    <>
      {entries.map((entry) => {
        const Component = entry.eager ?? (entry.load ? lazyOf(entry.load) : null);
        if (!Component) return null;
        const Placeholder = entry.placeholder;
        return (
          <ErrorBoundary key={`${entry.moduleId}:${name}`} fallback={() => null}>
            <Suspense fallback={Placeholder ? <Placeholder /> : null}>
              <Component />
            </Suspense>
          </ErrorBoundary>
        );
      })}
    </>
  );
}
