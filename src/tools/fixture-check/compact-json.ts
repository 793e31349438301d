/**
 * JSON laid out like the demo fixtures: two-space indentation, with every object or list that fits
 * on one line written on one line ({ "open": "10:00", "close": "22:00" }), so a new tenant's files
 * are as easy to read and edit as the demos.
 */

/** Longest line a collapsed value may make, indentation included. */
const WIDTH = 100;

function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    return `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`).join(', ')} }`;
  }
  return JSON.stringify(value);
}

function layout(value: unknown, indent: string, prefix: string): string {
  const flat = inline(value);
  if (indent.length + prefix.length + flat.length <= WIDTH || typeof value !== 'object' || value === null)
    return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => `${inner}${layout(v, inner, '')}`).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  const lines = entries.map(([k, v]) => {
    const key = `${JSON.stringify(k)}: `;
    return `${inner}${key}${layout(v, inner, key)}`;
  });
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

/** The JSON text of `value`, ending with a newline. */
export function compactJson(value: unknown): string {
  return `${layout(value, '', '')}\n`;
}
