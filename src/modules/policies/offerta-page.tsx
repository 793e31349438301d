import { PolicyPage } from './policy-page.tsx';

/** Route offerta: the public offer (terms of use). */
export default function OffertaPage() {
  return <PolicyPage type="TERMS" />;
}
