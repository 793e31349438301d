/**
 * Product labels and tags (`labels`, `tags` in the catalogue) are codes the merchant types: "hit",
 * "beef", "for 4". A code the storefront knows has a message in every language
 * (`product-page.tag.<key>`); any other code is still shown, as readable words, never as a raw code.
 */

/** The message key of a code: lower case, runs of anything but letters and digits as one dash. */
export function tagKey(code: string): string {
  return code
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}

/** "gluten_free" -> "Gluten free", "for 4" -> "For 4": the code as words, first letter capitalised. */
export function readableTag(code: string): string {
  const words = code.trim().replace(/[\s_-]+/g, ' ');
  return words.charAt(0).toLocaleUpperCase() + words.slice(1);
}

/**
 * The texts to show for a product's labels and tags, in order, once each (a code in both lists, or
 * two codes with the same key or the same words, shows once).
 * @param message the translation of a key, or null when there is none
 */
export function tagTexts(codes: readonly string[], message: (key: string) => string | null): string[] {
  const seen = new Set<string>();
  const texts: string[] = [];
  for (const code of codes) {
    const key = tagKey(code);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    const text = message(key) ?? readableTag(code);
    if (!texts.includes(text)) texts.push(text);
  }
  return texts;
}
