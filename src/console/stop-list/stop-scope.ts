/**
 * Where and for how long the next stop applies, chosen once per opened product for the product and
 * its options alike (a kitchen out of cheese stops three options the same way).
 */
import { useState } from 'react';
import type { StopUntil } from '../availability/until-choices.ts';
import { useSignedInMe } from '../session/use-me.ts';

/** The "where" choice for every branch (owners and managers only: the server refuses operators). */
export const EVERY_BRANCH = 'all';

export interface StopScope {
  where: string;
  until: StopUntil;
  setWhere: (where: string) => void;
  setUntil: (until: StopUntil) => void;
  /** Whether this member may stop at every branch at once. */
  everyAllowed: boolean;
}

export function useStopScope(): StopScope {
  const me = useSignedInMe();
  const everyAllowed = me.staff.role !== 'OPERATOR';
  const [where, setWhere] = useState(everyAllowed ? EVERY_BRANCH : String(me.branches[0]?.id ?? ''));
  const [until, setUntil] = useState<StopUntil>('manual');
  return { where, until, setWhere, setUntil, everyAllowed };
}

export const branchOfScope = (where: string): number | null =>
  where === EVERY_BRANCH ? null : Number(where);
