import { FreePage } from './free-page.tsx';

/** Route extra2: the merchant's first free page. */
export default function Extra2Page() {
  return <FreePage name="extra2" />;
}

export { extraPagesData as loadData } from './extra-pages-query.ts';
