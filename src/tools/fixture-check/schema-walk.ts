/**
 * Walks a JSON document together with its zod schema, so checks can find values by what the contract
 * says they are (a colour, a media path) instead of by key names that may drift, and can see which
 * keys an object's schema knows.
 */
import { z } from 'zod';

/** A JSON path as zod gives it: object keys and array indices. */
export type PathSegment = string | number;

/** One node of the document with the schema that describes it (wrappers such as optional removed). */
export interface SchemaVisit {
  path: readonly PathSegment[];
  value: unknown;
  schema: z.ZodType;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema inside optional, nullable, default and similar wrappers. */
export function unwrapSchema(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    if (
      current instanceof z.ZodOptional ||
      current instanceof z.ZodNullable ||
      current instanceof z.ZodDefault ||
      current instanceof z.ZodPrefault ||
      current instanceof z.ZodReadonly ||
      current instanceof z.ZodCatch ||
      current instanceof z.ZodNonOptional
    ) {
      current = current.def.innerType as z.ZodType;
    } else if (current instanceof z.ZodPipe) {
      current = current.def.in as z.ZodType;
    } else return current;
  }
}

/** Keys an object (or a record with enumerated keys, such as a localized text) may hold. */
export function knownKeysOf(schema: z.ZodType): string[] | undefined {
  const inner = unwrapSchema(schema);
  if (inner instanceof z.ZodObject) return Object.keys(inner.shape);
  if (inner instanceof z.ZodRecord) {
    const keyType = unwrapSchema(inner.keyType as z.ZodType);
    if (keyType instanceof z.ZodEnum) return keyType.options.map(String);
  }
  return undefined;
}

/** True when an object schema accepts any extra key silently (looseObject keeps it, object drops it). */
export function acceptsUnknownKeys(schema: z.ZodObject): boolean {
  const catchall = schema.def.catchall as z.ZodType | undefined;
  return !(catchall instanceof z.ZodNever);
}

/** The schema that describes the value at `path` (undefined when the path leaves the schema). */
export function schemaAt(root: z.ZodType, path: readonly PathSegment[]): z.ZodType | undefined {
  let current: z.ZodType | undefined = root;
  for (const segment of path) {
    if (!current) return undefined;
    const inner = unwrapSchema(current);
    if (inner instanceof z.ZodObject && typeof segment === 'string') {
      current = (inner.shape as Record<string, z.ZodType>)[segment];
    } else if (inner instanceof z.ZodArray && typeof segment === 'number') {
      current = inner.element as z.ZodType;
    } else if (inner instanceof z.ZodRecord) {
      current = inner.valueType as z.ZodType;
    } else if (inner instanceof z.ZodTuple && typeof segment === 'number') {
      current = inner.def.items[segment] as z.ZodType | undefined;
    } else return undefined;
  }
  return current;
}

/**
 * Calls `visit` on the document and every value below it that the schema describes, depth first.
 * Values of keys the schema does not know are not entered (there is no schema to read them with).
 */
export function walkWithSchema(
  schema: z.ZodType,
  value: unknown,
  visit: (node: SchemaVisit) => void,
  path: readonly PathSegment[] = [],
): void {
  const inner = unwrapSchema(schema);
  visit({ path, value, schema: inner });
  if (inner instanceof z.ZodObject && isRecord(value)) {
    const shape = inner.shape as Record<string, z.ZodType>;
    for (const [key, child] of Object.entries(value)) {
      const childSchema = shape[key];
      if (childSchema) walkWithSchema(childSchema, child, visit, [...path, key]);
    }
  } else if (inner instanceof z.ZodArray && Array.isArray(value)) {
    value.forEach((child, index) =>
      walkWithSchema(inner.element as z.ZodType, child, visit, [...path, index]),
    );
  } else if (inner instanceof z.ZodRecord && isRecord(value)) {
    for (const [key, child] of Object.entries(value))
      walkWithSchema(inner.valueType as z.ZodType, child, visit, [...path, key]);
  } else if (inner instanceof z.ZodTuple && Array.isArray(value)) {
    const items = inner.def.items as z.ZodType[];
    value.forEach((child, index) => {
      const itemSchema = items[index];
      if (itemSchema) walkWithSchema(itemSchema, child, visit, [...path, index]);
    });
  }
}
