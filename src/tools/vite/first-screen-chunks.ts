/**
 * The first screen's code in two chunks instead of fifty: the components the home draws (and the
 * helpers they import) in `first-screen`, and their modules' texts in `first-screen-<language>`.
 *
 * Why: each module's slot component is loaded on demand, so that a merchant without stories never
 * downloads the stories strip. On the home that made some fifty scripts of a few hundred bytes each,
 * every one a request before the page can be used and each compressed on its own (gzip cannot reuse
 * what it saw in another file): about 11 KB more than the same code in one file. Components of the
 * first screen's slots are small; a merchant who has one of them off downloads a few hundred bytes it
 * does not run, which costs less than the requests. Screens (routes), sheets and everything past the
 * first screen stay split as before.
 *
 * The first screen's components are found in the module registry itself (src/app/modules.ts, loaded
 * with Vite's module runner, registry-slots.ts): a module that adds a component to one of the slots
 * below joins the chunk by itself, and whether its texts come along follows its declaration
 * (messagesWithScreens, slotsWithoutTexts). The app's own texts (src/app/i18n) join the texts' chunk.
 */
import path from 'node:path';
import { loadRegistrySlots } from './registry-slots.ts';

/** Slots every visitor's home draws: header, home, card, footer, navigation, basket bar. */
const FIRST_SCREEN_SLOT =
  /^(header\.(start|end)|home\.[a-z-]+|product-card\.[a-z-]+|footer\.main|extra-pages\.links|navigation\.bar|overlay\.basket)$/;

/**
 * First-screen components outside those slots: the product overlay (slot overlay.main, which it
 * shares with the basket sheet of merchants without a basket page) listens on the home for a card's tap.
 */
const ALSO_FIRST_SCREEN = ['product-page/product-overlay.tsx'];

/**
 * Add-ons a minority of merchants turn on, with code of their own (a support chat, analytics tags,
 * the brand tabs of a food hall): they keep their own chunks, which only their merchants download.
 */
const ADD_ONS = new Set(['chat', 'analytics', 'multi-brand']);

export interface FirstScreen {
  /** Absolute paths of the components the first screen's slots load. */
  components: Set<string>;
  /**
   * Folders (absolute, ending in a separator) of the modules whose texts the first screen loads: those
   * whose texts load at start (no `messagesWithScreens`), and those that draw on it with a slot that
   * shows their texts (not in `slotsWithoutTexts`).
   */
  moduleFolders: string[];
}

/** Collects the first-screen components and text folders from the registry of the sources in `srcDir`. */
export async function findFirstScreen(srcDir: string): Promise<FirstScreen> {
  const modulesDir = path.join(srcDir, 'modules');
  const components = new Set<string>(ALSO_FIRST_SCREEN.map((file) => path.join(modulesDir, file)));
  const moduleFolders: string[] = [];
  const registry = await loadRegistrySlots(srcDir, (slot) => FIRST_SCREEN_SLOT.test(slot));
  for (const module of registry) {
    if (ADD_ONS.has(module.id)) continue;
    // Its texts load with the first screen: at start, or with a first-screen slot that shows them.
    let textsOnFirstScreen = !module.messagesWithScreens;
    for (const { slot, file } of module.slots) {
      components.add(file);
      if (!module.slotsWithoutTexts.includes(slot)) textsOnFirstScreen = true;
    }
    if (textsOnFirstScreen) moduleFolders.push(module.folder);
  }
  return { components, moduleFolders };
}

/** Vite's helper for dynamic imports, which the page's module script uses before anything else. */
const BOOT = /vite[\\/]preload-helper/;

/** A module's own texts in one language: `<module folder>i18n/<language>.json`. */
const TEXTS_FILE = /[\\/]i18n[\\/]([a-z]{2})\.json$/;

/**
 * The code-splitting groups (rolldown's `output.codeSplitting.groups`) of the first screen, for the
 * sources in `srcDir`: its modules' components and texts, and the app's own texts (src/app/i18n).
 */
export async function firstScreenGroups(srcDir: string) {
  const { components, moduleFolders: folders } = await findFirstScreen(srcDir);
  const moduleFolders = [...folders, path.join(srcDir, 'app') + path.sep];
  const textsLanguage = (id: string): string | null => {
    const language = TEXTS_FILE.exec(id)?.[1];
    if (!language) return null;
    const folder = moduleFolders.find((f) => id.startsWith(f));
    // Only the module's own i18n folder: texts of its screens' sub-folders load with those screens.
    return folder && id === path.join(folder, 'i18n', `${language}.json`) ? language : null;
  };
  return [
    // The page's module script (app/boot.ts) and what it needs, apart: the page asks for nothing
    // else before its first screen is shown.
    { name: 'boot', test: (id: string) => BOOT.test(id), priority: 1 },
    { name: 'first-screen', test: (id: string) => components.has(id) },
    {
      name: (id: string) => {
        const language = textsLanguage(id);
        return language ? `first-screen-${language}` : null;
      },
      test: (id: string) => textsLanguage(id) !== null,
    },
  ];
}
