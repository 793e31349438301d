import type { ReactNode } from 'react';
import { useBranchAddress } from '../../core/branches/branch-address.ts';
import type { Branch, WorkHoursType } from '../../contract/index.ts';
import { PinIcon } from '../icons.tsx';
import { useLocalize } from '../../core/storefront.tsx';
import { BranchPhone } from './branch-phone.tsx';
import { useBranchToday } from '../../core/branches/branch-today.ts';
import './branch-card.css';

/**
 * A branch as the branches page lists it (spec section 2): its name, today's hours or the holiday
 * label, the address and a tap-to-call phone, with the screen's own actions under them.
 */
export function BranchCard({
  branch,
  kind,
  now,
  headingLevel = 2,
  children,
}: {
  branch: Branch;
  /** Which hours "today" reads (see visitHoursType). */
  kind: WorkHoursType;
  now: Date;
  headingLevel?: 2 | 3;
  /** Actions of the screen (show on the map). */
  children?: ReactNode;
}) {
  const localize = useLocalize();
  const addressOf = useBranchAddress();
  const today = useBranchToday()(branch, kind, now);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `branch-${branch.id}-name`;
  return (
    <article className="branch-card" aria-labelledby={headingId}>
      <Heading id={headingId} className="branch-card__name">
        {localize(branch.name)}
      </Heading>
      <p className={`branch-card__today${today.open ? '' : ' branch-card__today--closed'}`}>{today.text}</p>
      <p className="branch-card__address">
        <PinIcon aria-hidden="true" />
        <span>{addressOf(branch)}</span>
      </p>
      <BranchPhone phone={branch.phone} className="branch-card__phone" />
      {children ? <div className="branch-card__actions">{children}</div> : null}
    </article>
  );
}
