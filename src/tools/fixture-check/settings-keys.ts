/**
 * Top-level keys of both settings files that the contract does not know (settingsShapes). No feature
 * reads them, so a misspelt flag silently leaves its feature off; and the server sends browsers only
 * the contract's public settings, so such a key stays on the server. The warning says both.
 */
import { settingsShapes } from '../../contract/index.ts';
import { jsonPath } from '../../server/tenants/fixture-problems.ts';
import { nearest } from './nearest.ts';
import { finding, type Finding } from './report.ts';
import { isRecord } from './schema-walk.ts';
import { fileOf, settingsFiles, type TenantContext } from './tenant-context.ts';

const webKeys = Object.keys(settingsShapes.web);

/** Unknown keys, and web-only keys in the Click app file. */
export function checkSettingsKeys(ctx: TenantContext): Finding[] {
  const findings: Finding[] = [];
  for (const { key, variant } of settingsFiles) {
    const json = ctx.json[key];
    if (!isRecord(json)) continue;
    const file = fileOf(key);
    const known = Object.keys(settingsShapes[variant]);
    for (const name of Object.keys(json)) {
      if (name === '$schema' || known.includes(name)) continue;
      const path = jsonPath([name]);
      if (webKeys.includes(name)) {
        findings.push(
          finding({
            code: 'web-only-settings-key',
            file,
            path,
            message: `"${name}" is a setting of the web storefront only; it stays on the server and the Click app is never sent it`,
            suggestion: `remove it from ${file} (it belongs in ${fileOf('settingsWeb')})`,
          }),
        );
        continue;
      }
      const close = nearest(name, known);
      findings.push(
        finding({
          code: 'unknown-settings-key',
          file,
          path,
          message: `"${name}" is not a settings key: no feature reads it, and it stays on the server (the storefront is never sent it)`,
          suggestion: close
            ? `did you mean "${close}"? Rename the key`
            : 'remove it; the keys are listed in docs/settings-map.md',
        }),
      );
    }
  }
  return findings;
}
