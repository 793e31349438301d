/**
 * The layout documents of layouts/, validated by their schema when the app loads them. A broken
 * document is a build-time mistake: layouts.test.ts checks every file.
 */
import authDoc from '../../../layouts/auth.json';
import defaultDoc from '../../../layouts/default.json';
import extraDoc from '../../../layouts/extra.json';
import homeDoc from '../../../layouts/home.json';
import mapDoc from '../../../layouts/map.json';
import { LayoutDocument } from './layout-schema.ts';

export const layoutDocuments = {
  default: LayoutDocument.parse(defaultDoc),
  auth: LayoutDocument.parse(authDoc),
  extra: LayoutDocument.parse(extraDoc),
  map: LayoutDocument.parse(mapDoc),
  home: LayoutDocument.parse(homeDoc),
} as const;

export type LayoutDocumentName = keyof typeof layoutDocuments;
