/**
 * ESLint rule: imports must not cross the project's boundaries (a feature module never imports
 * another module; src/ui never imports a module). Relative specifiers are resolved by path alone,
 * whether or not the file exists and whatever its extension, so type-only, extension-less, directory
 * and dynamic imports are all covered. Bare specifiers (packages) never point into src/.
 *
 * Options: { basePath, zones?, layers? } with paths relative to basePath.
 * - zones: [{ target, from, except?, message }]: a file under `target` may not import anything under
 *   `from`, except under `from/<except>`.
 * - layers: [{ name, path, may }]: the project's one-way order. A file belongs to the layer whose path
 *   holds it most closely (src/server/base before src/server); it may import its own layer and the
 *   layers named in `may`, and nothing under any other layer's path.
 * (Written here rather than taken from a plugin: the plugins that do this pull in native resolvers
 * whose builds for other platforms are not all on the registry, which breaks `npm ci`.)
 */
import path from 'node:path';

const toPosix = (p) => p.split(path.sep).join('/');
const within = (p, dir) => p === dir || p.startsWith(`${dir}/`);

/** The layer holding `file` (a path relative to basePath): the one with the longest path that holds it. */
function layerOf(layers, file) {
  let best = null;
  for (const layer of layers)
    if (within(file, layer.path) && (!best || layer.path.length > best.path.length)) best = layer;
  return best;
}

/** @type {import('eslint').Rule.RuleModule} */
export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports across module boundaries and against the layer order' },
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
          layers: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                name: { type: 'string' },
                path: { type: 'string' },
                may: { type: 'array', items: { type: 'string' } },
              },
              required: ['name', 'path', 'may'],
              additionalProperties: false,
            },
          },
        },
        required: ['basePath'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { basePath, zones = [], layers = [] } = context.options[0];
    const file = context.filename;
    const fromBase = (absolute) => toPosix(path.relative(basePath, absolute));
    const active = zones.filter((zone) => within(fromBase(file), zone.target));
    const own = layerOf(layers, fromBase(file));
    if (active.length === 0 && !own) return {};

    function check(node) {
      const source = node?.type === 'Literal' ? node.value : null;
      if (typeof source !== 'string' || !/^\.{1,2}(\/|$)/.test(source)) return;
      const target = fromBase(path.resolve(path.dirname(file), source));
      for (const zone of active) {
        if (!within(target, zone.from)) continue;
        const excepted = (zone.except ?? []).some((e) => within(target, path.posix.join(zone.from, e)));
        if (!excepted) context.report({ node, message: `${zone.message} (imports "${source}")` });
      }
      const theirs = own && layerOf(layers, target);
      if (theirs && theirs !== own && !own.may.includes(theirs.name)) {
        const allowed = own.may.length > 0 ? own.may.join(', ') : 'no other layer';
        context.report({
          node,
          message: `Layer "${own.name}" must not import layer "${theirs.name}": it imports only ${allowed} (imports "${source}")`,
        });
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
