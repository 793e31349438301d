/**
 * What of a merchant's file may leave the server: the contract's public Merchant, an allow-list. Parsing
 * with it drops every other key, so credentials, integration ids and keys the contract does not know
 * stay here (see Merchant and merchantServerShape in src/contract/people.ts for the decision per key).
 */
import { Merchant } from '../../contract/index.ts';
import { type MerchantFixture } from '../../contract/fixtures.ts';
import type { z } from 'zod';

/** The merchant as the API and the boot data send it. */
export function publicMerchant(fixture: z.output<typeof MerchantFixture>): Merchant {
  return Merchant.parse(fixture);
}
