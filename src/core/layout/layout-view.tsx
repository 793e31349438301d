import type { ReactNode } from 'react';
import type { LayoutRegion } from './layout-schema.ts';
import { layoutDocuments, type LayoutDocumentName } from './layouts.ts';
import { Slot } from './slot.tsx';
import './layout.css';

const regionTag: Record<LayoutRegion['id'], 'header' | 'div' | 'main' | 'aside' | 'footer'> = {
  header: 'header',
  top: 'div',
  main: 'main',
  aside: 'aside',
  footer: 'footer',
  overlay: 'div',
};

/**
 * Draws a layout (or a page) document: its regions in order, each with its slots; the region marked
 * `outlet` holds `children` (the routed page).
 */
export function LayoutView({ name, children }: { name: LayoutDocumentName; children?: ReactNode }) {
  const doc = layoutDocuments[name];
  // A page document is drawn inside a layout's <main>, so it must not add landmarks of its own.
  const nested = doc.kind === 'page';
  return (
    <div className={`layout layout--${name}`}>
      {doc.regions.map((region) => {
        const Tag = nested ? 'section' : regionTag[region.id];
        return (
          <Tag
            key={region.id}
            className={`region region--${region.id}`}
            id={nested ? undefined : region.id === 'main' ? 'main' : undefined}
          >
            {region.slots.map((slot) => (
              <Slot key={slot} name={slot} />
            ))}
            {region.outlet ? children : null}
          </Tag>
        );
      })}
    </div>
  );
}
