/**
 * Best-effort data of a file that failed its schema, so one typo does not hide every cross-file check
 * of a big file: invalid values the schema may go without (optional keys, keys with a default, keys a
 * strict object refuses) are dropped, and the file parsed again. Values it cannot go without (an id, a
 * price) leave the file without data. Array entries are never dropped, so indices in JSON paths stay
 * right. The settings parser of the storefront does the same for settings (a broken key falls back to
 * its default), so the checks see what the storefront would.
 */
import type { z } from 'zod';
import { isRecord, schemaAt, type PathSegment } from './schema-walk.ts';

/** Most rounds of dropping: each round drops every droppable value zod reported. */
const MAX_ROUNDS = 5;

function dropAt(json: unknown, at: readonly PathSegment[]): boolean {
  let parent = json;
  for (const segment of at.slice(0, -1)) {
    if (Array.isArray(parent) && typeof segment === 'number') parent = parent[segment];
    else if (isRecord(parent) && typeof segment === 'string') parent = parent[segment];
    else return false;
  }
  const last = at[at.length - 1];
  if (!isRecord(parent) || typeof last !== 'string' || !(last in parent)) return false;
  delete parent[last];
  return true;
}

/** Paths to drop for one issue, or undefined when the issue cannot be fixed by dropping. */
function droppable(schema: z.ZodType, issue: z.core.$ZodIssue): PathSegment[][] | undefined {
  const at = issue.path as PathSegment[];
  if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => [...at, key]);
  const last = at[at.length - 1];
  if (typeof last !== 'string') return undefined;
  const inner = schemaAt(schema, at);
  return inner?.safeParse(undefined).success ? [at] : undefined;
}

/** The file's data with invalid optional values dropped, or undefined when that is not enough. */
export function parseLeniently<S extends z.ZodType>(schema: S, json: unknown): z.output<S> | undefined {
  const copy = structuredClone(json);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const result = schema.safeParse(copy);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const paths = droppable(schema, issue);
      if (!paths) return undefined;
      for (const at of paths) if (!dropAt(copy, at)) return undefined;
    }
  }
  return undefined;
}
