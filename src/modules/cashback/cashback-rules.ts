/**
 * Paying with cashback (spec section 3: the order's cashback; section 9: the total less cashback):
 * the customer chooses to pay with the balance, and the order spends as much of it as the order
 * costs, never more than either.
 */

/** What the order may spend: the balance, at most what the order costs before cashback. */
export const usableCashback = (balance: number | null, beforeCashback: number): number =>
  Math.max(Math.min(balance ?? 0, beforeCashback), 0);

/**
 * What the draft keeps when the customer switches paying with cashback on: the whole balance (the
 * bill caps it at the total, which may still change), or 0 when off.
 */
export const chosenCashback = (on: boolean, balance: number | null): number =>
  on ? Math.max(balance ?? 0, 0) : 0;
