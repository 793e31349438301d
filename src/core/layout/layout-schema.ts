/**
 * Layout documents (layouts/*.json) say which slots each layout and page shows, in what order.
 * A slot is filled by every enabled module that declares it; an empty slot renders nothing.
 */
import { z } from 'zod';

export const SlotName = z
  .string()
  .regex(/^[a-z]+(\.[a-z-]+)+$/, 'expected a slot name such as home.top or header.end');

export const LayoutRegion = z.strictObject({
  id: z.enum(['header', 'top', 'main', 'aside', 'footer', 'overlay']),
  /** Slots shown in this region, in order. */
  slots: z.array(SlotName).default([]),
  /** The region that holds the page itself (exactly one region per layout has it). */
  outlet: z.boolean().default(false),
});

export const LayoutDocument = z
  .strictObject({
    $schema: z.string().optional(),
    name: z.enum(['default', 'auth', 'extra', 'map', 'home']),
    kind: z.enum(['layout', 'page']),
    regions: z.array(LayoutRegion).min(1),
  })
  .refine((doc) => doc.kind === 'page' || doc.regions.filter((r) => r.outlet).length === 1, {
    message: 'a layout needs exactly one region with "outlet": true',
    path: ['regions'],
  })
  .meta({ description: 'Which slots a layout or page shows, in what order' });

export type LayoutDocument = z.infer<typeof LayoutDocument>;
export type LayoutRegion = z.infer<typeof LayoutRegion>;
