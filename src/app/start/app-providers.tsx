/**
 * The storefront's tree of providers, the same for both entries: main.tsx gives it the browser's
 * router, entry-server.tsx a static one for the requested address, and only the server collects the
 * slots it drew (core/registry/components.ts).
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { HydrationMarks, type MarkBook } from '../../core/hydration-marks.tsx';
import { RenderedSlots } from '../../core/registry/components.ts';
import { Bootstrap, type BootstrapProps } from './bootstrap.tsx';

export interface AppProvidersProps extends BootstrapProps {
  queryClient: QueryClient;
  Router: ComponentType<{ children: ReactNode }>;
  /** The boundaries the server drew and the browser ticks off (core/hydration-marks.tsx). */
  marks: MarkBook | null;
  /** Filled by a server render with the slots it drew. */
  slots?: Set<string> | null;
}

export function AppProviders({ queryClient, Router, marks, slots = null, ...start }: AppProvidersProps) {
  return (
    <StrictMode>
      <HydrationMarks value={marks}>
        <RenderedSlots value={slots}>
          <QueryClientProvider client={queryClient}>
            <Router>
              <Bootstrap {...start} />
            </Router>
          </QueryClientProvider>
        </RenderedSlots>
      </HydrationMarks>
    </StrictMode>
  );
}
