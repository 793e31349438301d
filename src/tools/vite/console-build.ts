/**
 * The console's build (src/tools/build.ts) runs vite.config.ts in a mode of its own, so the config
 * leaves out what only the storefront needs (the first-screen chunk groups, found in the storefront's
 * module registry).
 */
export const CONSOLE_BUILD_MODE = 'console';
