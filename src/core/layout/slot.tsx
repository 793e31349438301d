import { MarkedSuspense } from '../hydration-marks.tsx';
import { useContext, useMemo } from 'react';
import { ErrorBoundary } from '../error-boundary.tsx';
import { useHydrated } from '../hydration.ts';
import { componentOf, RenderedSlots } from '../registry/components.ts';
import { useStorefront } from '../storefront.tsx';

/**
 * Renders every enabled module's component for a slot, in registry order. A module that fails to
 * load or render shows nothing rather than breaking the page around it.
 */
export function Slot({ name }: { name: string }) {
  const { registry, settings } = useStorefront();
  const entries = useMemo(() => registry.slot(name, settings), [registry, settings, name]);
  const hydrated = useHydrated();
  useContext(RenderedSlots)?.add(name);
  return (
    <>
      {entries.map((entry) => {
        const Component = entry.eager ?? (entry.load ? componentOf(entry.load) : null);
        if (!Component) return null;
        const Placeholder = entry.placeholder;
        if (entry.clientOnly && !hydrated) return Placeholder ? <Placeholder key={entry.moduleId} /> : null;
        return (
          <ErrorBoundary key={`${entry.moduleId}:${name}`} fallback={() => null}>
            <MarkedSuspense fallback={Placeholder ? <Placeholder /> : null}>
              <Component />
            </MarkedSuspense>
          </ErrorBoundary>
        );
      })}
    </>
  );
}
