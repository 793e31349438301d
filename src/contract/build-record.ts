/**
 * The record `npm run build` leaves beside its bundles (dist/.ssr/build.json, a dot-folder no route
 * serves): the id of the build (src/tools/build-id.ts), which the browser's bundle carries too. The
 * server that serves those bundles names the build with it in the answers it checked against the
 * contract (`Storefront-Build`), without hashing any source at start.
 */
import { z } from 'zod';

export const BuildRecord = z.object({ id: z.string().regex(/^[0-9a-f]{16}$/) });
export type BuildRecord = z.infer<typeof BuildRecord>;

/** Where the record sits in a build's folder. */
export const BUILD_RECORD_PATH = ['.ssr', 'build.json'] as const;
