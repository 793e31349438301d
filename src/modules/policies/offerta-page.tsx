import { policyData } from './policies-query.ts';
import { PolicyPage } from './policy-page.tsx';

/** Route offerta: the public offer (terms of use). */
export default function OffertaPage() {
  return <PolicyPage type="TERMS" />;
}

export const loadData = policyData('TERMS');
