/**
 * Turns zod issues into findings a non-programmer can act on: where (JSON path), what is wrong, what
 * was expected, what was found and, for the usual slips (a number in quotes, a misspelt option, an
 * unknown key), the likely fix.
 */
import type { z } from 'zod';
import { jsonPath, preview } from '../../server/tenants/fixture-problems.ts';
import { nearest } from './nearest.ts';
import { finding, type Finding } from './report.ts';
import { knownKeysOf, schemaAt, type PathSegment } from './schema-walk.ts';

type Issue = z.core.$ZodIssue;

const typeWords: Record<string, string> = {
  number: 'a number',
  string: 'a text in double quotes',
  boolean: 'true or false',
  object: 'an object { ... }',
  record: 'an object { ... }',
  array: 'a list [ ... ]',
  null: 'null',
};

const formatWords: Record<string, string> = {
  datetime: 'a date and time such as 2026-01-31T09:30:00Z',
  date: 'a date such as 2026-01-31',
  email: 'an e-mail address',
  url: 'a web address',
};

const inputOf = (issue: Issue): unknown => ('input' in issue ? issue.input : undefined);

function typeSuggestion(expected: string, input: unknown): string | undefined {
  if (
    expected === 'number' &&
    typeof input === 'string' &&
    input.trim() !== '' &&
    Number.isFinite(Number(input))
  )
    return `remove the quotes: ${Number(input)}`;
  if (expected === 'boolean' && (input === 'true' || input === 'false')) return `remove the quotes: ${input}`;
  if (expected === 'string' && (typeof input === 'number' || typeof input === 'boolean'))
    return `put it in double quotes: "${String(input)}"`;
  return undefined;
}

function formatSuggestion(format: string, input: unknown): string | undefined {
  if (format !== 'datetime' || typeof input !== 'string') return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(input)) return `add a time and time zone: "${input}T00:00:00Z"`;
  if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2})?$/.test(input))
    return `write it as "${input.replace(' ', 'T')}${input.length === 16 ? ':00' : ''}Z" (Z means UTC)`;
  return undefined;
}

function describe(issue: Issue): Pick<Finding, 'message' | 'expected' | 'suggestion'> {
  const input = inputOf(issue);
  switch (issue.code) {
    case 'invalid_type': {
      const expected = typeWords[issue.expected] ?? issue.expected;
      if (input === undefined) return { message: 'a required value is missing', expected };
      return { message: 'wrong kind of value', expected, suggestion: typeSuggestion(issue.expected, input) };
    }
    case 'invalid_value': {
      const options = issue.values.map((v) => JSON.stringify(v));
      const close = typeof input === 'string' ? nearest(input, issue.values.map(String)) : undefined;
      return {
        message: 'not one of the allowed values',
        expected: `one of ${options.join(', ')}`,
        suggestion: close ? `write "${close}"` : undefined,
      };
    }
    case 'invalid_format': {
      // The contract's own messages already read "expected ...": keep their wording.
      const own = /^expected (.*)$/.exec(issue.message)?.[1];
      return {
        message: 'wrong format',
        expected: own ?? formatWords[issue.format] ?? issue.message,
        suggestion: formatSuggestion(issue.format, input),
      };
    }
    case 'too_small':
    case 'too_big': {
      const small = issue.code === 'too_small';
      const bound = String(small ? issue.minimum : issue.maximum);
      const word =
        issue.inclusive === false ? (small ? 'more than' : 'less than') : small ? 'at least' : 'at most';
      const unit = issue.origin === 'array' ? ' entries' : issue.origin === 'string' ? ' characters' : '';
      // A message the contract wrote itself explains more than the generic bound.
      const own = /^Too (small|big)/.test(issue.message) ? undefined : issue.message;
      return {
        message: small ? 'too small or too short' : 'too big or too long',
        expected: own ?? `${word} ${bound}${unit}`,
      };
    }
    default:
      return { message: issue.message };
  }
}

function unknownKeyFindings(
  file: string,
  schema: z.ZodType,
  issue: Issue & { code: 'unrecognized_keys' },
): Finding[] {
  const known = knownKeysOf(schemaAt(schema, issue.path as PathSegment[]) ?? schema) ?? [];
  return issue.keys.map((key) => {
    const close = nearest(key, known);
    return finding({
      code: 'schema-mismatch',
      file,
      path: jsonPath([...issue.path, key]),
      message: `"${key}" is not allowed here`,
      expected: known.length ? `only the keys ${known.join(', ')}` : undefined,
      suggestion: close ? `rename "${key}" to "${close}"` : `remove "${key}"`,
    });
  });
}

/** Findings of one file from the zod error of its schema (parse with `{ reportInput: true }`). */
export function schemaFindings(file: string, schema: z.ZodType, error: z.ZodError): Finding[] {
  return error.issues.flatMap((issue): Finding[] => {
    if (issue.code === 'unrecognized_keys') return unknownKeyFindings(file, schema, issue);
    const input = inputOf(issue);
    return [
      finding({
        code: 'schema-mismatch',
        file,
        path: jsonPath(issue.path),
        ...describe(issue),
        received: input === undefined ? undefined : preview(input),
      }),
    ];
  });
}
