/**
 * The fields that differ between two JSON values, as paths ("mainColor", "products[3].price") with
 * their values before and after: what a version's readable difference shows. Objects are compared
 * key by key; arrays of objects with ids are matched by id ("products[id=101].price"), so inserting
 * one product does not show every later one as changed; other arrays by position.
 */
export interface JsonFieldChange {
  path: string;
  before: unknown;
  after: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const idOf = (value: unknown): string | number | undefined =>
  isObject(value) && (typeof value.id === 'number' || typeof value.id === 'string') ? value.id : undefined;

const join = (base: string, key: string) => (base ? `${base}.${key}` : key);

function walk(before: unknown, after: unknown, path: string, out: JsonFieldChange[]): void {
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  if (isObject(before) && isObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      walk(before[key], after[key], join(path, key), out);
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const byId = [...before, ...after].every((item) => idOf(item) !== undefined);
    if (byId) {
      const old = new Map(before.map((item) => [idOf(item), item]));
      const now = new Map(after.map((item) => [idOf(item), item]));
      for (const id of new Set([...old.keys(), ...now.keys()])) {
        walk(old.get(id), now.get(id), `${path}[id=${String(id)}]`, out);
      }
      return;
    }
    if (before.length === after.length) {
      before.forEach((item, index) => walk(item, after[index], `${path}[${index}]`, out));
      return;
    }
  }
  out.push({ path: path || '(whole file)', before, after });
}

/** Every changed field between two JSON values. */
export function jsonFieldChanges(before: unknown, after: unknown): JsonFieldChange[] {
  const out: JsonFieldChange[] = [];
  walk(before, after, '', out);
  return out;
}
