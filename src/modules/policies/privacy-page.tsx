import { policyData } from './policies-query.ts';
import { PolicyPage } from './policy-page.tsx';

/** Route privacy: the privacy policy. */
export default function PrivacyPage() {
  return <PolicyPage type="PRIVACY_POLICY" />;
}

export const loadData = policyData('PRIVACY_POLICY');
