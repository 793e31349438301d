/**
 * Loads the storefront's module list and channel rules in Node. modules.ts uses import.meta.glob and
 * CSS imports, which only Vite can load, so this goes through Vite's SSR loader with the repository's
 * config instead of a plain import: the preview then always sees exactly the modules the app ships.
 */
import { createServer } from 'vite';
import type { ModuleDefinition } from '../../core/registry/define-module.ts';
import { repoRoot, viteConfigFile } from './repo-paths.ts';

/** The parts of src/app/start/channel.ts the preview uses. */
export interface ChannelRules {
  /** detectChannel as the client runs it at start-up. */
  detectChannel: (inputs: { search: string; hash: string }) => string;
  /** Which catalogue type (WEB, TG) the client asks for in a channel. */
  catalogueTypeOf: (channel: string) => string;
  /** Every export of channel.ts, so a future Click launch constant is found without changing this tool. */
  exports: Record<string, unknown>;
}

/** What the preview needs from the app. */
export interface LoadedApp {
  modules: readonly ModuleDefinition[];
  channel: ChannelRules;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isModuleList(value: unknown): value is readonly ModuleDefinition[] {
  return (
    Array.isArray(value) &&
    value.every((m) => isRecord(m) && typeof m.id === 'string' && typeof m.enabled === 'function')
  );
}

function isFunction<F>(value: unknown): value is F {
  return typeof value === 'function';
}

/**
 * Loads src/app/modules.ts and src/app/start/channel.ts through a short-lived Vite server.
 * @throws Error when either file no longer exports what the preview relies on
 */
export async function loadApp(): Promise<LoadedApp> {
  const vite = await createServer({
    root: repoRoot,
    configFile: viteConfigFile,
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'error',
  });
  try {
    const app = await vite.ssrLoadModule('/src/app/modules.ts');
    const channel = await vite.ssrLoadModule('/src/app/start/channel.ts');
    if (!isModuleList(app.modules)) throw new Error('src/app/modules.ts no longer exports `modules`');
    const { detectChannel, catalogueTypeOf } = channel;
    if (
      !isFunction<ChannelRules['detectChannel']>(detectChannel) ||
      !isFunction<ChannelRules['catalogueTypeOf']>(catalogueTypeOf)
    )
      throw new Error('src/app/start/channel.ts no longer exports detectChannel and catalogueTypeOf');
    return { modules: app.modules, channel: { detectChannel, catalogueTypeOf, exports: { ...channel } } };
  } finally {
    await vite.close();
  }
}
