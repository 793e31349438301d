/**
 * The id of the build this server serves (dist/.ssr/build.json, written by `npm run build`), or
 * "development" without one: the dev server's storefront is no build, and its browser code says
 * "development" too (src/core/build-id.ts), so both sides agree either way.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_RECORD_PATH, BuildRecord } from '../../contract/build-record.ts';

export const DEVELOPMENT_BUILD = 'development';

/**
 * @throws Error naming the file when it exists but is not a build record (a build gone wrong must
 * not be served as if it were checked)
 */
export function servedBuildId(distDir: string | false): string {
  if (distDir === false) return DEVELOPMENT_BUILD;
  const file = path.join(distDir, ...BUILD_RECORD_PATH);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return DEVELOPMENT_BUILD;
  }
  const parsed = BuildRecord.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file}: not a build record (${parsed.error.issues[0]?.message})`);
  return parsed.data.id;
}
