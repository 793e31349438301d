/**
 * ESLint rule: imports must not cross the project's boundaries (a feature module never imports
 * another module; src/ui never imports a module). Relative specifiers are resolved by path alone,
 * whether or not the file exists and whatever its extension, so type-only, extension-less, directory
 * and dynamic imports are all covered. Bare specifiers (packages) never point into src/.
 *
 * Options: { basePath, zones: [{ target, from, except?, message }] } with paths relative to basePath:
 * a file under `target` may not import anything under `from`, except under `from/<except>`.
 * (Written here rather than taken from a plugin: the plugins that do this pull in native resolvers
 * whose builds for other platforms are not all on the registry, which breaks `npm ci`.)
 */
import path from 'node:path';

const toPosix = (p) => p.split(path.sep).join('/');
const within = (p, dir) => p === dir || p.startsWith(`${dir}/`);

/** @type {import('eslint').Rule.RuleModule} */
export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports across module boundaries' },
    schema: [
      {
        type: 'object',
        properties: {
          basePath: { type: 'string' },
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                target: { type: 'string' },
                from: { type: 'string' },
                except: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['target', 'from', 'message'],
              additionalProperties: false,
            },
          },
        },
        required: ['basePath', 'zones'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { basePath, zones } = context.options[0];
    const file = context.filename;
    const fromBase = (absolute) => toPosix(path.relative(basePath, absolute));
    const active = zones.filter((zone) => within(fromBase(file), zone.target));
    if (active.length === 0) return {};

    function check(node) {
      const source = node?.type === 'Literal' ? node.value : null;
      if (typeof source !== 'string' || !/^\.{1,2}(\/|$)/.test(source)) return;
      const target = fromBase(path.resolve(path.dirname(file), source));
      for (const zone of active) {
        if (!within(target, zone.from)) continue;
        const excepted = (zone.except ?? []).some((e) => within(target, path.posix.join(zone.from, e)));
        if (!excepted) context.report({ node, message: `${zone.message} (imports "${source}")` });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { 'module-boundaries': moduleBoundaries } };
