import type { Order } from '../../contract/index.ts';

/**
 * The table a dine-in order is served at, or null (another service type, or no table given). A file
 * of its own: the home page's order box reads the labels, not this.
 */
export const tableOf = (order: Pick<Order, 'serviceType' | 'tableId'>): number | null =>
  order.serviceType === 'DINE_IN' && order.tableId ? order.tableId : null;
