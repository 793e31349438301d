/**
 * Parses a response; where a list holds a few broken items, those items are dropped (and reported)
 * instead of failing the whole reply, so one bad product never empties a menu.
 */
import { z } from 'zod';

export interface ResilientResult<T> {
  data: T | null;
  dropped: string[];
}

const where = (e: z.ZodError) =>
  e.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');

function keepValid(items: unknown[], item: z.ZodType, label: string, dropped: string[]): unknown[] {
  return items.flatMap((value, index) => {
    const result = item.safeParse(value);
    if (result.success) return [result.data];
    dropped.push(`${label}[${index}]: ${where(result.error)}`);
    return [];
  });
}

export function parseResilient<T extends z.ZodType>(schema: T, input: unknown): ResilientResult<z.output<T>> {
  const whole = schema.safeParse(input);
  if (whole.success) return { data: whole.data, dropped: [] };
  const dropped: string[] = [];
  if (schema instanceof z.ZodArray && Array.isArray(input)) {
    return { data: keepValid(input, schema.element as z.ZodType, '', dropped) as z.output<T>, dropped };
  }
  if (schema instanceof z.ZodObject && typeof input === 'object' && input !== null) {
    const repaired: Record<string, unknown> = { ...(input as Record<string, unknown>) };
    for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      const value = repaired[key];
      if (field instanceof z.ZodArray && Array.isArray(value))
        repaired[key] = keepValid(value, field.element as z.ZodType, key, dropped);
    }
    const second = schema.safeParse(repaired);
    if (second.success) return { data: second.data, dropped };
  }
  return { data: null, dropped: [where(whole.error)] };
}
