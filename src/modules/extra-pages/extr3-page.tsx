import { FreePage } from './free-page.tsx';

/** Route extr3 (spelled so in the spec): the merchant's second free page. */
export default function Extr3Page() {
  return <FreePage name="extr3" />;
}

export { extraPagesData as loadData } from './extra-pages-query.ts';
