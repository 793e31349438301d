/**
 * Promo codes for a signed-in customer: the check at checkout (the code's terms, or why it cannot be
 * used, before the order is placed) and the profile's list. The order itself takes a use atomically
 * when it is placed (orders-store.ts); the check only reads, so a use it shows may be gone by then.
 *
 * Decision, "the customer's promo codes" (route profile/promos): the merchant's codes usable now, which
 * any customer may type, and every code this customer has used, with its state and the uses left.
 * A code that is not active, not started or expired is listed only if the customer used it.
 */
import type { CustomerPromo, Promo } from '../../contract/index.ts';
import { sessionOf } from '../accounts/handler-support.ts';
import { ApiError } from '../base/api-error.ts';
import type { Handlers } from '../http/api-types.ts';
import { messages } from '../base/error-messages.ts';
import { promoFor, settingsFor } from './order-terms.ts';
import { offerOf, promoDateState, usesLeft } from './promo-rules.ts';

/** Usable codes first, then the ones used; within each, the one ending soonest first. */
const stateOrder = (promo: CustomerPromo) => (promo.state === 'USABLE' ? 0 : 1);

export const promoHandlers = {
  promoCheck: async ({ tenant, body, session, db, services }) => {
    const { user } = sessionOf(session);
    const settings = settingsFor(tenant, body.orderDevice ?? 'CLIENT_WEB');
    const promo = promoFor(tenant, settings, { code: body.code, id: null }, services.now());
    const [totals, mine] = await Promise.all([
      db.promoUses.totals(tenant.id),
      db.promoUses.ofCustomer(tenant.id, user.id),
    ]);
    const uses = usesLeft(promo, totals.get(promo.id) ?? 0, mine.get(promo.id) ?? 0);
    if (uses.reached === 'TOTAL') throw new ApiError(400, 'PROMO_USED_UP', messages.promoUsedUp());
    if (uses.reached === 'CUSTOMER') {
      throw new ApiError(
        400,
        'PROMO_CUSTOMER_LIMIT',
        messages.promoCustomerLimit(promo.maxUsesPerCustomer ?? 0),
      );
    }
    return offerOf(promo, uses.left);
  },

  customerPromos: async ({ tenant, session, db, services }) => {
    const { user } = sessionOf(session);
    const now = services.now();
    const [totals, mine] = await Promise.all([
      db.promoUses.totals(tenant.id),
      db.promoUses.ofCustomer(tenant.id, user.id),
    ]);
    const listed = (tenant.data.promos?.items ?? []).flatMap((promo: Promo): CustomerPromo[] => {
      const used = mine.get(promo.id) ?? 0;
      const uses = usesLeft(promo, totals.get(promo.id) ?? 0, used);
      const dated = promoDateState(promo, tenant.data.settingsWeb, now);
      const state = dated === 'USABLE' && uses.reached ? 'USED_UP' : dated;
      if (state !== 'USABLE' && used === 0) return [];
      return [{ ...offerOf(promo, uses.left), state, used }];
    });
    return listed.sort(
      (a, b) => stateOrder(a) - stateOrder(b) || Date.parse(a.endDate) - Date.parse(b.endDate),
    );
  },
} satisfies Handlers;
