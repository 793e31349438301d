/**
 * Keys the contract does not know, in every file but the settings roots (settings-keys.ts). Entities
 * are zod loose objects and the small objects strip extra keys, so a typo such as "isMian" or "prcie"
 * passes the schema silently and the value never takes effect: worth a warning with the nearest key.
 * The merchant's file is sent through an allow-list (the contract's public Merchant), so there the
 * warning also says the key stays on the server: a key added for the storefront would never reach it.
 */
import { z } from 'zod';
import { fixtureFiles } from '../../contract/fixtures.ts';
import { jsonPath } from '../../server/tenants/fixture-problems.ts';
import { nearest } from './nearest.ts';
import { finding, type Finding } from './report.ts';
import { acceptsUnknownKeys, isRecord, walkWithSchema } from './schema-walk.ts';
import { fileOf, fixtureKeys, settingsFiles, type TenantContext } from './tenant-context.ts';

const settingsKeySet = new Set<string>(settingsFiles.map((s) => s.key));

/** Unknown keys of nested objects, with the nearest known key of the same object as suggestion. */
export function checkUnknownKeys(ctx: TenantContext): Finding[] {
  const findings: Finding[] = [];
  for (const key of fixtureKeys) {
    const json = ctx.json[key];
    if (json === undefined) continue;
    const file = fileOf(key);
    walkWithSchema(fixtureFiles[key].schema, json, ({ path, value, schema }) => {
      // Strict objects are the schema's business: zod already reports their unknown keys as errors.
      if (!(schema instanceof z.ZodObject) || !acceptsUnknownKeys(schema) || !isRecord(value)) return;
      if (path.length === 0 && settingsKeySet.has(key)) return;
      const stays = path.length === 0 && key === 'merchant';
      const known = Object.keys(schema.shape);
      for (const name of Object.keys(value)) {
        if (known.includes(name)) continue;
        const close = nearest(name, known);
        findings.push(
          finding({
            code: 'unknown-key',
            file,
            path: jsonPath([...path, name]),
            message: stays
              ? `the contract has no key "${name}" here: nothing reads it, and it stays on the server (the storefront is never sent it)`
              : `the contract has no key "${name}" here, so its value is never used`,
            suggestion: close ? `did you mean "${close}"? Rename the key` : 'remove it if nothing needs it',
          }),
        );
      }
    });
  }
  return findings;
}
