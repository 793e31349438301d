/**
 * What a server-rendered page tells the browser that hydrates it (src/app/ssr/entry-server.tsx writes
 * it, src/app/ssr/hydrate.ts reads it): the channel, language and path it was rendered for, and
 * the query data it was rendered from, so the first render in the browser draws the same page
 * without fetching any of it again.
 *
 * The queries' data is the server's own output of the same zod schemas the browser's calls use
 * (the server ran the storefront's query functions against its API in-process). The server checks
 * the envelope with this schema before it writes it (src/server/pages/server-render.ts); the browser
 * reads it without one when it comes from its own build (core/build-id.ts), and renders the page
 * itself otherwise.
 */
import { z } from 'zod';

export { RENDERED_PAGE_ELEMENT_ID } from './page-data-ids.ts';

export const DehydratedQuery = z
  .object({
    queryHash: z.string(),
    queryKey: z.array(z.unknown()),
    dehydratedAt: z.number(),
    state: z.object({ data: z.unknown(), dataUpdatedAt: z.number(), status: z.literal('success') }).loose(),
  })
  .loose();

export const RenderedPage = z.object({
  /** The build whose server code wrote this (core/build-id.ts): the browser hydrates only its own. */
  build: z.string(),
  channel: z.enum(['web', 'telegram', 'click']),
  lang: z.enum(['ru', 'uz', 'en', 'ar', 'kk', 'tr', 'zh']),
  /** The path rendered (after the route step: no language prefix). */
  path: z.string(),
  queries: z.array(DehydratedQuery),
  /** The slots the page drew: their code loads before the page hydrates. */
  slots: z.array(z.string()),
  /**
   * The marks of the boundaries the page drew (core/hydration-marks.tsx): taps held before the page
   * is live are given back once every one of them is.
   */
  marks: z.array(z.string()),
  /** The message catalogues the page showed: they load before it hydrates. */
  namespaces: z.array(z.string()),
  /** How far the server's clock runs ahead of its machine's, as the render saw it (ms). */
  clockSkewMs: z.number(),
  /**
   * False when the catalogue was too large to travel in the page (a grocery's thousands of
   * products): the browser fetches it (revalidated by its ETag) before it hydrates.
   */
  catalogueInline: z.boolean(),
});
export type RenderedPage = z.output<typeof RenderedPage>;
