/**
 * The layout documents (layouts/*.json) are checked when the storefront is built, not when it starts:
 * each is parsed with its schema (src/core/layout/layout-schema.ts) as Vite reads it, a broken one
 * stops the build with its file and field, and the bundle carries the parsed document (defaults
 * filled in). The start-up code then needs no schema library for them.
 */
import path from 'node:path';
import { z } from 'zod';
import type { Plugin } from 'vite';
import { LayoutDocument } from '../../core/layout/layout-schema.ts';

const LAYOUT_FILE = /[\\/]layouts[\\/][^\\/]+\.json$/;

export function layoutDocuments(): Plugin {
  return {
    name: 'storefront-layout-documents',
    // Before Vite's own JSON handling, which turns the checked text into a module.
    enforce: 'pre',
    transform(code, id) {
      if (!LAYOUT_FILE.test(id)) return null;
      const file = path.relative(process.cwd(), id);
      let json: unknown;
      try {
        json = JSON.parse(code);
      } catch (error) {
        this.error(`${file} is not JSON: ${String(error)}`);
      }
      const parsed = LayoutDocument.safeParse(json);
      if (!parsed.success) this.error(`${file} breaks the layout schema:\n${z.prettifyError(parsed.error)}`);
      return { code: JSON.stringify(parsed.data), map: null };
    },
  };
}
