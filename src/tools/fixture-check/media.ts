/**
 * Images: every value the contract types as MediaPath (image, icon, logo, favicon, cover, gallery,
 * modification images, story slides, banners, brand images, payment icons), found through the schema.
 * A media path is written "<sub>/<path>" and names the file <tenant folder>/media/<path>. Brand images
 * may show a sibling brand's logo: "<othersub>/..." is then looked up in the folder next to this one.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { MediaPath } from '../../contract/index.ts';
import { fixtureFiles, type FixtureKey } from '../../contract/fixtures.ts';
import { jsonPath } from '../../server/tenants/fixture-problems.ts';
import { nearest } from './nearest.ts';
import { finding, type Finding } from './report.ts';
import { walkWithSchema, type PathSegment } from './schema-walk.ts';
import { fileOf, fixtureKeys, type TenantContext } from './tenant-context.ts';

interface MediaRef {
  key: FixtureKey;
  path: readonly PathSegment[];
  value: string;
}

/** Every media path of the tenant's files. */
function mediaRefs(ctx: TenantContext): MediaRef[] {
  const refs: MediaRef[] = [];
  for (const key of fixtureKeys) {
    const json = ctx.json[key];
    if (json === undefined) continue;
    walkWithSchema(fixtureFiles[key].schema, json, ({ path: at, value, schema }) => {
      if (schema === MediaPath && typeof value === 'string') refs.push({ key, path: at, value });
    });
  }
  return refs;
}

/** Files under a folder, relative to it with "/" separators ([] when it does not exist). */
async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  } catch {
    return [];
  }
}

/** Existence checks are cached: a big catalogue uses the same few pictures thousands of times. */
function fileExistsCache(): (file: string) => Promise<boolean> {
  const cache = new Map<string, Promise<boolean>>();
  return (file) => {
    let known = cache.get(file);
    if (!known) {
      known = stat(file).then(
        (s) => s.isFile(),
        () => false,
      );
      cache.set(file, known);
    }
    return known;
  };
}

/** "<owner>/<rest>" with safe segments, or undefined for anything else. */
function splitMediaPath(value: string): { owner: string; rest: string } | undefined {
  const segments = value.split('/');
  if (segments.length < 2 || segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\\')))
    return undefined;
  const [owner = '', ...rest] = segments;
  return { owner, rest: rest.join('/') };
}

/** Missing, misplaced and malformed image references. */
export async function checkMedia(ctx: TenantContext): Promise<Finding[]> {
  const exists = fileExistsCache();
  const ownMedia = path.join(ctx.dir, 'media');
  const ownFiles = await filesUnder(ownMedia);
  const findings: Finding[] = [];
  for (const ref of mediaRefs(ctx)) {
    // The contract allows full web addresses; they are not the folder's business.
    if (/^https?:\/\//i.test(ref.value)) continue;
    const base = { file: fileOf(ref.key), path: jsonPath(ref.path), received: JSON.stringify(ref.value) };
    const parts = splitMediaPath(ref.value);
    if (!parts) {
      const guess = ref.value.replace(/^\/+/, '').replace(/^media\//, '');
      findings.push(
        finding({
          ...base,
          code: 'bad-image-path',
          message: 'an image path must be the sub, a slash and the path under media/',
          expected: `"${ctx.sub}/<path under ${ctx.folder}/media>"`,
          suggestion: ownFiles.includes(guess) ? `write "${ctx.sub}/${guess}"` : undefined,
        }),
      );
      continue;
    }
    const { owner, rest } = parts;
    if (owner === ctx.sub) {
      if (await exists(path.join(ownMedia, rest))) continue;
      const close = nearest(rest, ownFiles);
      findings.push(
        finding({
          ...base,
          code: 'missing-image',
          message: `the image file ${ctx.folder}/media/${rest} does not exist`,
          suggestion: close
            ? `did you mean "${ctx.sub}/${close}"?`
            : `put the image at ${ctx.folder}/media/${rest}`,
        }),
      );
      continue;
    }
    if (ref.key === 'brands') {
      const sibling = path.join(path.dirname(ctx.dir), owner, 'media', rest);
      if (!(await exists(sibling)))
        findings.push(
          finding({
            ...base,
            code: 'missing-sibling-image',
            message: `the brand image is not in the neighbouring tenant folder ${owner}/media/${rest}`,
            suggestion: `check that tenant ${owner} is next to this folder and has media/${rest}`,
          }),
        );
      continue;
    }
    // "products/x.svg" or "media/products/x.svg": a path under media/ without the sub in front.
    const underMedia = owner === 'media' ? rest : ref.value;
    if (ownFiles.includes(underMedia) || owner === 'media') {
      findings.push(
        finding({
          ...base,
          code: 'bad-image-path',
          message: `an image path starts with the sub "${ctx.sub}", then the path under media/`,
          expected: `"${ctx.sub}/${underMedia}"`,
          suggestion: `write "${ctx.sub}/${underMedia}"`,
        }),
      );
      continue;
    }
    findings.push(
      finding({
        ...base,
        code: 'foreign-image',
        message: `the path starts with "${owner}", but this tenant's sub is "${ctx.sub}": it shows another tenant's image or none`,
        expected: `"${ctx.sub}/<path under ${ctx.folder}/media>"`,
        suggestion: ownFiles.includes(rest)
          ? `write "${ctx.sub}/${rest}"`
          : `copy the image to ${ctx.folder}/media/${rest} and write "${ctx.sub}/${rest}"`,
      }),
    );
  }
  return findings;
}
