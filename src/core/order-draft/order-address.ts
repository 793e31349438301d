/**
 * The address part of an order (spec section 3: the order request's address, office, domophone,
 * entrance and floor), from the draft. Kept in core: the delivery module fills the draft, the
 * checkout sends it.
 */
import type { Address } from '../../contract/index.ts';
import type { AddressExtras } from './draft-schema.ts';

const EXTRA_FIELDS = ['office', 'domophone', 'entrance', 'floor'] as const;

/**
 * The order's extras: what was given for this order, else what the address keeps. After an order
 * the draft's own extras are cleared (spec section 4), and the saved address's extras apply again.
 */
export function orderAddressExtras(address: Address | null, extras: AddressExtras): AddressExtras {
  const result = { office: '', domophone: '', entrance: '', floor: '' };
  for (const field of EXTRA_FIELDS) {
    result[field] = extras[field].trim() || address?.[field]?.trim() || '';
  }
  return result;
}
