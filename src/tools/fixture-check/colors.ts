/**
 * Colours: every value the contract types as HexColor (mainColor, bgColor, iconBgColor, textColor,
 * merchant, brand and region colours, found through the schema so a new colour field is covered too).
 * The schema already rejects a bad one; this check says what to write instead. check-tenant.ts drops
 * the schema's own finding at the same place, so each mistake is reported once.
 */
import colorNames from 'color-name';
import { HexColor } from '../../contract/index.ts';
import { fixtureFiles } from '../../contract/fixtures.ts';
import { jsonPath, preview } from '../../server/tenants/fixture-problems.ts';
import { finding, type Finding } from './report.ts';
import { walkWithSchema } from './schema-walk.ts';
import { fileOf, fixtureKeys, type TenantContext } from './tenant-context.ts';

const hex2 = (n: number) =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0')
    .toUpperCase();

const hexOf = (red: number, green: number, blue: number) => `#${hex2(red)}${hex2(green)}${hex2(blue)}`;

/** The CSS named colours (CSS Color Module Level 4, from the color-name package) as hex codes. */
const namedColor = (name: string): string | undefined => {
  const rgb = Object.hasOwn(colorNames, name) ? colorNames[name as keyof typeof colorNames] : undefined;
  return rgb && hexOf(...rgb);
};

/** What to write instead of an invalid colour, when it can be guessed. */
export function colorSuggestion(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed !== value && HexColor.safeParse(trimmed).success) return `remove the spaces: "${trimmed}"`;
  const named = namedColor(trimmed.toLowerCase());
  if (named) return `write the colour as a hex code: "${named}" is ${trimmed.toLowerCase()}`;
  // rgb() stays one regular expression: a CSS colour parser would bring hsl(), lab() and the rest, which
  // no merchant writes, for the one form that admin tools do copy out.
  const rgb = /^rgba?\(\s*(\d{1,3})\s*[, ]\s*(\d{1,3})\s*[, ]\s*(\d{1,3})\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/i.exec(
    trimmed,
  );
  if (rgb) return `write it as a hex code: "${hexOf(Number(rgb[1]), Number(rgb[2]), Number(rgb[3]))}"`;
  const digits = /^(?:#|0x)?([0-9a-fA-F]*)$/.exec(trimmed)?.[1];
  if (digits !== undefined) {
    if ([3, 6, 8].includes(digits.length)) return `start it with #: "#${digits}"`;
    return `a colour needs 3 or 6 hex digits after # (e.g. #FCE000); "${trimmed}" has ${digits.length}`;
  }
  if (trimmed.startsWith('#'))
    return 'after # only the digits 0-9 and the letters A-F may follow, e.g. #FCE000';
  return undefined;
}

/** Invalid colours anywhere a colour is expected. */
export function checkColors(ctx: TenantContext): Finding[] {
  const findings: Finding[] = [];
  for (const key of fixtureKeys) {
    const json = ctx.json[key];
    if (json === undefined) continue;
    walkWithSchema(fixtureFiles[key].schema, json, ({ path, value, schema }) => {
      if (schema !== HexColor || typeof value !== 'string' || HexColor.safeParse(value).success) return;
      findings.push(
        finding({
          code: 'invalid-color',
          file: fileOf(key),
          path: jsonPath(path),
          message: 'not a colour the storefront can use',
          expected: 'a colour as # and 3 or 6 hex digits, e.g. #FCE000',
          received: preview(value),
          suggestion: colorSuggestion(value),
        }),
      );
    });
  }
  return findings;
}
