/**
 * The module registry as the build sees it: each module's declarations (src/app/modules.ts) and the
 * file each of its slot components is loaded from, for the chunking of the first screen
 * (first-screen-chunks.ts).
 *
 * The registry is TypeScript that uses Vite's features (import.meta.glob for the texts), so it is
 * loaded with Vite's module runner. A slot's loader is a function (`() => import('./menu.tsx')`,
 * sometimes wrapped); calling it is the one sure way to know its file. So once the registry is
 * loaded, every file loaded after it is a stub that only says which file it is: finding the files
 * never runs a component, and takes about a second.
 */
import fs from 'node:fs';
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';

export interface RegistrySlots {
  id: string;
  /** The module's folder, absolute, ending in a separator. */
  folder: string;
  messagesWithScreens: boolean;
  slotsWithoutTexts: readonly string[];
  /** The slots asked for that the module fills, with the absolute path of each one's component. */
  slots: readonly { slot: string; file: string }[];
}

/** What the entry below hands back: the declarations, and each slot's file (null: none found). */
interface LoadedModule {
  id: string;
  messagesWithScreens: boolean;
  slotsWithoutTexts: readonly string[];
  slots: readonly { slot: string; file: unknown }[];
}

const ENTRY = 'virtual:registry-slots';
const RESOLVED_ENTRY = `\0${ENTRY}`;
const STYLES = '\0registry-slots-styles';
/** Set on globalThis by the entry once the registry is loaded: from then on, files load as stubs. */
const STUBS_ON = '__registrySlotsStubs';

const stubsOn = () => (globalThis as Record<string, unknown>)[STUBS_ON] === true;

/**
 * The runner closes when its import is done, so the entry calls the loaders itself. A wrapped
 * loader that uses what its stub lacks fails: its slot gets no file (an error if it is wanted).
 */
const entryCode = (registryFile: string) => `import { modules } from ${JSON.stringify(registryFile)};
globalThis.${STUBS_ON} = true;
const fileOf = (load) => load().then((loaded) => loaded.default, () => null);
export const registry = await Promise.all(
  modules.map(async (module) => ({
    id: module.id,
    messagesWithScreens: module.messagesWithScreens ?? false,
    slotsWithoutTexts: module.slotsWithoutTexts ?? [],
    slots: await Promise.all(
      Object.entries(module.slots ?? {}).map(async ([slot, load]) => ({ slot, file: await fileOf(load) })),
    ),
  })),
);
`;

function registryEntry(registryFile: string): Plugin {
  return {
    name: 'registry-slots',
    enforce: 'pre',
    resolveId(id) {
      if (id === ENTRY) return RESOLVED_ENTRY;
      // Styles are of no use here (and the runner's style handling needs a full dev server).
      return /\.css(\?|$)/.test(id) ? STYLES : null;
    },
    load(id) {
      if (id === STYLES) return 'export default {};';
      if (id === RESOLVED_ENTRY) return entryCode(registryFile);
      // A file loaded after the registry: a slot's component, standing for itself.
      return stubsOn() && !id.startsWith('\0') && !id.endsWith('.json')
        ? `export default ${JSON.stringify(id)};`
        : null;
    },
  };
}

/**
 * Loads the registry of the sources in `srcDir` and the component file of every slot for which
 * `wanted` is true.
 * @throws when a module's folder is not its id, or a wanted slot's loader gives no file
 */
export async function loadRegistrySlots(
  srcDir: string,
  wanted: (slot: string) => boolean,
): Promise<RegistrySlots[]> {
  const registryFile = path.join(srcDir, 'app', 'modules.ts');
  // The runner's development server sets NODE_ENV=development when it is unset, and the build this
  // runs in would then bundle React's development build: it is put back as it was.
  const nodeEnv = process.env.NODE_ENV;
  (globalThis as Record<string, unknown>)[STUBS_ON] = false;
  try {
    const { module } = await runnerImport<{ registry: readonly LoadedModule[] }>(ENTRY, {
      configFile: false,
      root: path.dirname(srcDir),
      logLevel: 'error',
      plugins: [registryEntry(registryFile)],
    });
    return module.registry.map((definition): RegistrySlots => {
      const folder = path.join(srcDir, 'modules', definition.id) + path.sep;
      if (!fs.existsSync(path.join(folder, 'module.ts')))
        throw new Error(
          `Module "${definition.id}" is not registered from src/modules/${definition.id}/module.ts`,
        );
      const slots = definition.slots
        .filter(({ slot }) => wanted(slot))
        .map(({ slot, file }) => {
          if (typeof file !== 'string') throw new Error(`Slot ${slot} of ${definition.id}: no file found`);
          return { slot, file };
        });
      return { ...definition, folder, slots };
    });
  } finally {
    (globalThis as Record<string, unknown>)[STUBS_ON] = false;
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
