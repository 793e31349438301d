import { useStorefront } from '../../../core/storefront.tsx';
import { tagTexts } from './tag-label.ts';
import { TAG_NAMESPACE } from './tag-texts.ts';

/** A product's labels and tags as pills, in the customer's language (tag-label.ts). */
export function ProductTags({ codes }: { codes: readonly string[] }) {
  const { messages } = useStorefront();
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
