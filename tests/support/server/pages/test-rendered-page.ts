/** A rendered page's data as entry-server.tsx writes it, for the server's page tests. */
import type { RenderedPage } from '../../../../src/contract/rendered-page.ts';

export const testRenderedPage = (over: Partial<RenderedPage> = {}): RenderedPage => ({
  build: 'development',
  channel: 'web',
  lang: 'ru',
  path: '/',
  queries: [],
  slots: [],
  marks: [],
  namespaces: [],
  clockSkewMs: 0,
  catalogueInline: true,
  ...over,
});
