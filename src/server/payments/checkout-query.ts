/**
 * A provider's payment address read back as the provider's page reads it: the named query
 * parameters as strings, exactly as written (never re-formatted: Click signs the amount as text).
 * @returns null when the text is not an absolute URL at all
 */
export function checkoutQuery<K extends string>(
  text: string,
  names: Record<K, string>,
): Record<K, string | null> | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const entries = Object.entries(names) as [K, string][];
  return Object.fromEntries(entries.map(([key, param]) => [key, url.searchParams.get(param)])) as Record<
    K,
    string | null
  >;
}
