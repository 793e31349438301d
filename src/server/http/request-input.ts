/**
 * Validation of query strings and bodies with the endpoint's zod schemas. A failure is a 400 whose
 * description names the field, so the storefront (and whoever reads the network tab) sees what to fix.
 */
import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import { messages } from './error-messages.ts';
import { jsonNestsDeeperThan } from './json-depth.ts';
import { jsonPath } from '../tenants/fixture-problems.ts';

/** The value at a zod issue path inside the raw input (before coercion, so "missing" stays visible). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/**
 * Parses input with a schema.
 * @param where "query" or "body", used as the field name when the whole input is wrong
 * @throws ApiError 400 naming the first failing field
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  where: 'query' | 'body',
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue ? jsonPath(issue.path).replace(/^\$\.?/, '') || where : where;
  if (issue && issue.path.length > 0 && valueAt(input, issue.path) === undefined) {
    throw new ApiError(400, 'VALIDATION', messages.requiredField(field));
  }
  throw new ApiError(400, 'VALIDATION', messages.invalidField(field, issue?.message ?? 'invalid value'));
}

/**
 * Reads a JSON body; an empty body is undefined (the schema then says what is required). The nesting
 * is measured on the text first, so no validation or check ever walks a value deeper than `maxDepth`.
 * @throws ApiError 400 BODY_TOO_DEEP or INVALID_JSON
 */
export async function readJsonBody(request: Request, maxDepth: number): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  if (jsonNestsDeeperThan(text, maxDepth)) {
    throw new ApiError(400, 'BODY_TOO_DEEP', messages.bodyTooDeep(maxDepth));
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ApiError(
      400,
      'INVALID_JSON',
      messages.invalidJson(error instanceof Error ? error.message : String(error)),
    );
  }
}
