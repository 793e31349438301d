/**
 * How far an order has come, for the home page's status box: the steps a customer waits through for
 * its service type, and the current one. Spec section 4 lists the statuses but not their order; this
 * is the order the customer sees them in (a delivery has an "on the way" step, pickup and dine-in
 * end at "done").
 */
import { isDeliveryService, type OrderStatus, type ServiceType } from '../../contract/index.ts';

const deliverySteps: readonly OrderStatus[] = ['CREATED', 'ACCEPTED', 'COOKING', 'ON_WAY', 'DELIVERED'];
const counterSteps: readonly OrderStatus[] = ['CREATED', 'ACCEPTED', 'COOKING', 'DONE'];

/** Statuses that are not steps of their own, shown as the step they belong to. */
const sameAs: Partial<Record<OrderStatus, OrderStatus>> = {
  OPEN: 'CREATED',
  AT_TIME: 'CREATED',
  ATTACHED: 'ACCEPTED',
  DONE: 'DELIVERED',
  CLOSED: 'DELIVERED',
};

export interface StatusProgress {
  steps: readonly OrderStatus[];
  /** Index of the current step in `steps`. */
  current: number;
}

export function statusProgress(status: OrderStatus, serviceType: ServiceType): StatusProgress {
  const delivers = isDeliveryService(serviceType);
  const steps = delivers ? deliverySteps : counterSteps;
  let step = sameAs[status] ?? status;
  if (!delivers && (step === 'DELIVERED' || step === 'ON_WAY')) step = 'DONE';
  const current = steps.indexOf(step);
  return { steps, current: current === -1 ? 0 : current };
}
