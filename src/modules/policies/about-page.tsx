import { policyData } from './policies-query.ts';
import { PolicyPage } from './policy-page.tsx';

/** Route about: company information. */
export default function AboutPage() {
  return <PolicyPage type="ABOUT_COMPANY" />;
}

export const loadData = policyData('ABOUT_COMPANY');
