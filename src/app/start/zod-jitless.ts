/**
 * zod as the storefront's browser code gets it (vite.config.ts points `zod` here for the build and
 * the dev server): configured not to compile parsers.
 *
 * zod compiles object parsers with `new Function` when it may, and probes for that permission when
 * the first object schema is built. The page's Content-Security-Policy has no 'unsafe-eval', so the
 * probe would fail and be reported as a policy violation on every visit. Parsing without compiled
 * parsers is the same parsing, only slower on very large inputs; the storefront parses small
 * documents. The setting is made here, in the module every schema imports, because a module imported
 * first by main.tsx is not guaranteed to run first once the build splits code into chunks.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
