/**
 * The nearest branch and the delivery price of the order's address (spec section 4), asked again on
 * the spec's rules (quote-rules.ts): a failed nearest-branch lookup clears the order's branch, a
 * failed tariff keeps the last price. The branch found becomes the order's branch.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  zoneHolding,
  type Address,
  type Branch,
  type Region,
  type ServiceType,
} from '../../contract/index.ts';
import { usePricedBasket } from '../../core/basket/use-basket.ts';
import { useOrderDraft } from '../../core/order-draft/use-order-draft.ts';
import { useStorefront } from '../../core/storefront.tsx';
import {
  incompleteAddressProblem,
  minimumProblem,
  problemOfError,
  type DeliveryProblem,
} from './delivery-problem.ts';
import { closestBranchQuery, tariffQuery } from './quote-queries.ts';
import {
  branchAfterLookup,
  quoteInputs,
  shownDeliveryPrice,
  tariffBody,
  type QuoteInputs,
} from './quote-rules.ts';

/** What the tariff says beyond its price (all optional in what the screen shows). */
export interface DeliveryTerms {
  /** The delivery minimum amount: the products must cost at least this; 0: none. */
  minOrderPrice: number;
  /** Products costing at least this deliver free; null: never. */
  freeAbove: number | null;
  /** Road-like kilometres from the branch. */
  distance: number | null;
}

export interface DeliveryQuote {
  inputs: QuoteInputs;
  branch: Branch | null;
  /** The delivery price to show and send; undefined while none is known. */
  price: number | undefined;
  terms: DeliveryTerms;
  /** Asking for the branch or the price. */
  pending: boolean;
  problem: DeliveryProblem | null;
}

/**
 * @param serviceType DELIVERY, or EXPRESS_24: the nearest branch with express, and the products at
 *   their express prices (what the tariff's free threshold and the minimum compare with)
 */
export function useDeliveryQuote(
  address: Address | null,
  area: { validate: boolean; zones: readonly Region[] | null },
  serviceType: ServiceType = 'DELIVERY',
): DeliveryQuote {
  const { api, merchant } = useStorefront();
  const { pathname } = useLocation();
  const { basket, priced } = usePricedBasket(serviceType);
  const draft = useOrderDraft();
  const productPrice = priced?.totals.totalProductPrice ?? 0;
  const inputs = quoteInputs({ pathname, address, productPrice, cartEmpty: basket.isEmpty });
  const point = inputs.ok ? inputs.point : { latitude: 0, longitude: 0 };

  const closest = useQuery({
    ...closestBranchQuery(api, merchant.id, point, serviceType),
    enabled: inputs.ok,
  });
  const branch = inputs.ok ? (closest.data ?? null) : null;
  const body = inputs.ok && branch ? tariffBody(inputs, branch) : null;
  const tariff = useQuery({
    ...tariffQuery(api, merchant.id, body ?? tariffBody({ ...emptyInputs }, { id: 0, cityId: 0 })),
    enabled: body !== null,
  });

  // The branch found is the order's branch; a failed lookup clears it (spec section 4).
  const lookupFailed = inputs.ok && closest.isError;
  const orderBranch = branchAfterLookup({
    found: branch?.id ?? null,
    failed: lookupFailed,
    current: draft.branchId,
  });
  useEffect(() => {
    if (draft.branchId !== orderBranch) draft.setBranch(orderBranch);
  }, [orderBranch, draft]);

  // A failed tariff leaves the price as it was (spec section 4).
  const [lastPrice, setLastPrice] = useState<number | undefined>(undefined);
  const answered = tariff.data?.price;
  // Kept while rendering (React's way to follow a changing value), not in an effect.
  if (answered !== undefined && answered !== lastPrice) setLastPrice(answered);
  const price = shownDeliveryPrice({
    asking: body !== null,
    answered,
    failed: tariff.isError,
    last: lastPrice,
  });
  const terms: DeliveryTerms = {
    minOrderPrice: tariff.data?.minOrderPrice ?? 0,
    freeAbove: tariff.data?.freeAbove ?? null,
    distance: tariff.data?.distance ?? null,
  };

  // An address that cannot be priced must change first: nothing else is asked for it.
  const incomplete = incompleteAddressProblem(address !== null, inputs);
  let problem: DeliveryProblem | null = null;
  if (incomplete) problem = incomplete;
  else if (address && area.validate && area.zones && !zoneHolding(address, area.zones))
    problem = { kind: 'outOfZone' };
  else if (lookupFailed) problem = problemOfError(closest.error);
  else if (tariff.isError && price === undefined) problem = problemOfError(tariff.error);
  else if (price !== undefined) problem = minimumProblem(productPrice, terms.minOrderPrice);

  return {
    inputs,
    branch,
    price,
    terms,
    pending: inputs.ok && (closest.isFetching || tariff.isFetching),
    problem,
  };
}

/** Inputs of a query that is off (its key must still be built). */
const emptyInputs = {
  ok: true as const,
  point: { latitude: 0, longitude: 0 },
  description: '',
  productPrice: 0,
  cityId: null,
};
