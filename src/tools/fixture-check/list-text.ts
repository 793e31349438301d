/** Short lists for messages: a person needs the first few ids and a count, not three thousand lines. */

/** "1, 2, 3 and 7 more" (at most `max` shown). */
export function fewOf(values: readonly unknown[], max = 5): string {
  const shown = values.slice(0, max).map(String).join(', ');
  return values.length > max ? `${shown} and ${values.length - max} more` : shown;
}
