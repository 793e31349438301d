/**
 * The menu in the settings studio (endpoints/console.ts): the merchant's catalogue file as saved, a
 * save of the whole file as a version (the same checks, versions, history and revert as the
 * settings: console-settings.ts), and photos uploaded to the media host. Who may: as the settings.
 */
import { z } from 'zod';
import { UserImageDataUrl } from './endpoints/accounts.ts';

/** The catalogue file as written (groups, categories, products; fields left out take their defaults). */
const CatalogueDocument = z.record(z.string(), z.unknown());

export const ConsoleMenu = z.object({
  version: z.number().int().positive(),
  catalogue: CatalogueDocument,
});
export type ConsoleMenu = z.infer<typeof ConsoleMenu>;

export const MenuSaveRequest = z.object({
  /** The version the menu was loaded from: a save on an older one is refused (409). */
  baseVersion: z.number().int().positive(),
  catalogue: CatalogueDocument,
});
export type MenuSaveRequest = z.infer<typeof MenuSaveRequest>;

/** A product photo as JSON carries it: the profile picture's data URL rule and limit. */
export const MenuPhotoUpload = z.object({ image: UserImageDataUrl });

export const MenuPhoto = z.object({
  /** The media path to put in a product's `image` ("<sub>/uploads/<hash>.webp"). */
  path: z.string(),
});
export type MenuPhoto = z.infer<typeof MenuPhoto>;
