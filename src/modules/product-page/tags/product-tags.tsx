import { use } from 'react';
import { useStorefront } from '../../../core/storefront.tsx';
import { tagTexts } from './tag-label.ts';
import { ensureTagTexts, TAG_NAMESPACE } from './tag-texts.ts';

/** The tag texts start downloading with this code (the product screen's and sheet's), once. */
const textsReady = ensureTagTexts();

/** A product's labels and tags as pills, in the customer's language (tag-label.ts). */
export function ProductTags({ codes }: { codes: readonly string[] }) {
  const { messages } = useStorefront();
  // Suspends the first product screen for the moment the texts take; never shows a raw code.
  use(textsReady);
  const texts = tagTexts(codes, (key) => {
    const id = `${TAG_NAMESPACE}.${key}`;
    return messages.has(id) ? messages.format(id) : null;
  });
  if (!texts.length) return null;
  return (
    <ul className="product__tags">
      {texts.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}
