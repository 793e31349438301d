import { PhoneIcon } from '../icons.tsx';
import { useT } from '../../core/storefront.tsx';
import { telHref } from '../../core/branches/branch-week.ts';
import './branch-phone.css';

/** A branch's phone as a tap-to-call link (spec section 2); nothing when there is no number to dial. */
export function BranchPhone({
  phone,
  className = '',
}: {
  phone: string | null | undefined;
  className?: string;
}) {
  const t = useT();
  const href = telHref(phone);
  if (!href || !phone) return null;
  return (
    <a className={`branch-phone ${className}`} href={href} aria-label={t('core.branches.call', { phone })}>
      <PhoneIcon aria-hidden="true" />
      <bdi dir="ltr">{phone}</bdi>
    </a>
  );
}
