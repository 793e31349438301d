import { PolicyPage } from './policy-page.tsx';

/** Route about: company information. */
export default function AboutPage() {
  return <PolicyPage type="ABOUT_COMPANY" />;
}
