/**
 * Validation of query strings and bodies with the endpoint's zod schemas. A failure is a 400 that
 * names the field (its path, and its name in the description) and the rule it broke, so the
 * storefront shows it under the field and whoever reads the network tab sees what to fix.
 */
import type { z } from 'zod';
import type { FieldProblem } from '../../contract/field-rules.ts';
import { ApiError, fieldError } from '../base/api-error.ts';
import { messages } from '../base/error-messages.ts';
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

const asLimit = (value: number | bigint): number => Number(value);

/** The rule a zod issue stands for; `missing` when nothing was sent at the issue's path. */
export function problemOf(issue: z.core.$ZodIssue, missing: boolean): FieldProblem {
  if (missing) return { kind: 'required' };
  switch (issue.code) {
    case 'invalid_type':
      if (['number', 'int', 'bigint', 'nan'].includes(issue.expected)) return { kind: 'number' };
      return { kind: issue.expected === 'date' ? 'date' : 'invalid' };
    case 'too_big':
      if (issue.origin === 'string') return { kind: 'tooLong', max: asLimit(issue.maximum) };
      return { kind: 'max', max: asLimit(issue.maximum) };
    case 'too_small':
      if (issue.origin === 'string')
        return asLimit(issue.minimum) <= 1
          ? { kind: 'required' }
          : { kind: 'tooShort', min: asLimit(issue.minimum) };
      return { kind: 'min', min: asLimit(issue.minimum) };
    case 'invalid_format': {
      if (issue.format === 'email') return { kind: 'email' };
      if (['date', 'datetime', 'time'].includes(issue.format)) return { kind: 'date' };
      // The contract's phone numbers are a pattern; the field's name says it is one.
      const last = issue.path[issue.path.length - 1];
      return { kind: typeof last === 'string' && /phone/i.test(last) ? 'phone' : 'format' };
    }
    case 'invalid_value':
      return { kind: 'choice' };
    case 'not_multiple_of':
      return { kind: 'number' };
    default:
      return { kind: 'invalid' };
  }
}

/**
 * Parses input with a schema.
 * @param where "query" or "body", used as the field name when the whole input is wrong
 * @throws ApiError 400 VALIDATION naming the first failing field and its rule
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  where: 'query' | 'body',
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw fieldError(where, { kind: 'invalid' });
  const field = jsonPath(issue.path).replace(/^\$\.?/, '') || where;
  const missing = issue.path.length > 0 && valueAt(input, issue.path) === undefined;
  throw fieldError(field, problemOf(issue, missing));
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
