/**
 * The layout documents of layouts/, parsed with their schema when the storefront is built (a broken
 * one stops the build: src/tools/vite/layout-documents.ts), so they arrive here checked, with their
 * defaults filled in. layouts.test.ts checks every file too.
 */
import authDoc from '../../../layouts/auth.json';
import defaultDoc from '../../../layouts/default.json';
import extraDoc from '../../../layouts/extra.json';
import homeDoc from '../../../layouts/home.json';
import mapDoc from '../../../layouts/map.json';
import type { LayoutDocument } from './layout-schema.ts';

/** The build parsed it (see above): its type is the schema's output, defaults included. */
const checked = (document: unknown) => document as LayoutDocument;

export const layoutDocuments = {
  default: checked(defaultDoc),
  auth: checked(authDoc),
  extra: checked(extraDoc),
  map: checked(mapDoc),
  home: checked(homeDoc),
} as const;

export type LayoutDocumentName = keyof typeof layoutDocuments;
