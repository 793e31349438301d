/**
 * The merchant's free content pages (spec section 2: routes extra2 and extr3, layout "extra"). The
 * spec names the routes only; this contract decides that each is one page of the merchant's own HTML
 * with a title, per language, kept in the merchant's extra-pages.json and answered by
 * GET /support/v1/company/pages. A page the merchant did not write is absent, and its route says so.
 * The first extra route (/extra) is the app download page, built from the settings' app links.
 */
import { z } from 'zod';
import { LocalizedText } from './primitives.ts';

export const ExtraPageName = z.enum(['extra2', 'extr3']);
export type ExtraPageName = z.infer<typeof ExtraPageName>;

export const ExtraPage = z
  .strictObject({
    title: LocalizedText.meta({ description: 'The page title (plain text), per language' }),
    text: LocalizedText.meta({
      description: 'The page body as HTML, per language; sanitised like the policy texts',
    }),
  })
  .meta({ description: 'One free content page' });
export type ExtraPage = z.infer<typeof ExtraPage>;

/** Both free pages, keyed by route name: a page cannot be given twice. */
export const ExtraPages = z.object({
  extra2: ExtraPage.nullish().meta({ description: 'The page at /extra2' }),
  extr3: ExtraPage.nullish().meta({ description: 'The page at /extr3' }),
});
export type ExtraPages = z.infer<typeof ExtraPages>;
